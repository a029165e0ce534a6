import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// Where things are in a gallery window (window coordinates) and what it shows, for the
/// end-to-end tests: read off the window's parts, never stored by them.
@MainActor
struct GalleryWindowReport {
    let window: GalleryWindow

    /// The report as JSON values.
    var json: [String: Any] {
        let controller = window.controller, header = window.header, sidebar = window.sidebar, notices = window.notices
        let host = window.host
        var origins: [String: [Double]] = [:]
        var focus = ""
        let focused = window.window.flatMap { gtk_window_get_focus($0) }
        func add(_ name: String, _ widget: UnsafeMutablePointer<GtkWidget>?) {
            if let widget, let point = windowOrigin(of: widget) { origins[name] = [point.x, point.y] }
            if let widget, let focused, focus.isEmpty, focused == widget || gtk_widget_is_ancestor(focused, widget) != 0 { focus = name }
        }
        add("gallery", host?.widget)
        add("trash", header.trash?.host.widget)
        add("trashButton", header.trash?.button)
        add("galleriesButton", header.showsGalleriesButton ? header.galleriesButton : nil)
        if let page = window.page, gtk_widget_get_visible(page.addButton) != 0 { add("emptyAdd", page.addButton) }
        add("undo", header.undoButton)
        add("newGallery", header.newGalleryButton)
        add("noticeUndo", notices?.button(labelled: tr("Undo")))
        add("noticeCancel", notices?.button(labelled: tr("Cancel")))
        add("noticeDetails", notices?.button(labelled: tr("Details")))
        add("sidebar", sidebar?.widget)
        add("zoomOut", header.zoomControl?.zoomOutButton)
        add("zoomPercent", header.zoomControl?.percentButton)
        add("zoomIn", header.zoomControl?.zoomInButton)
        let (cells, shownCells) = cellFrames
        var surfaceX = 0.0, surfaceY = 0.0
        var width: Int32 = 0, height: Int32 = 0
        if let gtkWindow = window.window {
            gtk_native_get_surface_transform(OpaquePointer(gtkWindow), &surfaceX, &surfaceY)
            gtk_window_get_default_size(gtkWindow, &width, &height)
        }
        return [
            "surfaceOffset": [surfaceX, surfaceY],
            "windowSize": [Int(width), Int(height)],
            "cellWidth": window.cellWidth,
            "zoomControl": header.zoomControl?.report ?? [],
            "layout": window.layoutStyle.rawValue,
            "placeholders": controller.map { $0.collectionView.numberOfItems(inSection: 0) - $0.shownCount } ?? 0,
            "filter": controller?.filterQuery ?? "",
            "galleryNames": controller?.gallery.images.map(\.url.pictureName) ?? [],
            "gallery": controller?.gallery.id.uuidString.lowercased() ?? "",
            "name": controller?.gallery.name ?? "",
            "origins": origins,
            "cells": cells,
            "shownCells": shownCells,
            "openGap": host?.openGap.map { $0.item } ?? -1,
            "contentWidth": controller?.collectionView.contentSize.width ?? 0,
            "notice": window.notice,
            "problems": window.progress?.lastProblems ?? [],
            "focus": focus,
            "folded": window.leaflet?.isFolded ?? false,
            "headerFrames": header.frames,
            "headerCompact": header.isCompact,
            "headerShown": header.isShown,
            "allocatedWidth": window.window.map { Int(gtk_widget_get_width(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self))) } ?? 0,
            "menuActions": header.menuActions,
            "subtitle": header.subtitle,
            "noticeCut": notices?.isTextCut ?? false,
            "sidebarWidth": sidebar.map { Int(gtk_widget_get_width($0.widget)) } ?? 0,
            "searching": window.page?.findBar.isShown ?? false,
            "contextMenu": window.contextMenu.isShown,
            "selection": controller?.collectionView.selectedIndexPaths.map(\.item).sorted() ?? [],
            "emptyState": window.page?.shownState.rawValue ?? "",
            "sidebarRows": sidebar?.rowOrigins ?? [:],
            "sidebarFocus": sidebar?.focusedGallery ?? "",
            "sidebarMenu": sidebar?.showsRowMenu ?? false,
            "trashLit": header.trash?.isLit ?? false,
            "tiles": controller.map { controller in
                controller.gallery.images.map { image -> [String: String] in
                    switch controller.tileState(of: image) {
                    case .picture: ["state": "picture"]
                    case let .missing(name): ["state": "missing", "name": name]
                    }
                }
            } ?? [],
            "tileControls": window.missingTiles?.locateButtonOrigins ?? [:],
            "sidebarHighlights": sidebar?.rowHighlights ?? [:],
            "nothingDeleted": sidebar?.showsNothingDeleted ?? false,
            "sidebarDeleteButtons": sidebar?.deleteButtonOrigins ?? [:],
            "canUndo": window.app.library.canUndo,
            "canRedo": window.app.library.canRedo,
            "undoButtonEnabled": gtk_widget_is_sensitive(header.undoButton) != 0,
            "redoButtonEnabled": gtk_widget_is_sensitive(header.redoButton) != 0,
            "noticeLines": notices?.titleLineCount ?? 0,
            "pendingLoads": controller?.pendingLoadCount ?? 0,
            "importProgress": [controller?.importProgress.done ?? 0, controller?.importProgress.total ?? 0],
        ]
    }

    /// Each cell's frame as laid out, and where the canvas draws it (laid out again around an
    /// open drop gap), in the gallery's visible coordinates.
    private var cellFrames: ([[Double]], [[Double]]) {
        guard let view = window.controller?.collectionView else { return ([], []) }
        var cells: [[Double]] = [], shownCells: [[Double]] = []
        let gap = window.host?.openGap
        func visible(_ frame: Rect) -> [Double] {
            [frame.minX - view.contentOffset.x, frame.minY - view.contentOffset.y, frame.width, frame.height]
        }
        for item in 0..<view.numberOfItems(inSection: 0) {
            let path = IndexPath(item: item, section: 0)
            guard let frame = view.layoutAttributesForItem(at: path) else { continue }
            cells.append(visible(frame))
            shownCells.append(visible(gap.flatMap { view.frame(ofItemAt: path, withGapAt: $0) } ?? frame))
        }
        return (cells, shownCells)
    }
}

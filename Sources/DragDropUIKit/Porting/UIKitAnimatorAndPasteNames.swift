import DragDropCore
// UIKit names of the drag animator, hit-testing's event and paste configurations, renamed
// by a port (the fix-it names the new spelling), beside `UIKitNames.swift`.

/// UIKit's name for ``DragAnimating``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragAnimating")
public typealias UIDragAnimating = DragAnimating

/// UIKit's name for ``ViewAnimatingPosition``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.ViewAnimatingPosition")
public typealias UIViewAnimatingPosition = ViewAnimatingPosition

/// UIKit's name for ``Event``: a port renames it (`hitTest(_:with:)` overrides).
@available(*, unavailable, renamed: "DragDrop.Event")
public typealias UIEvent = Event

/// UIKit's name for ``PasteConfiguration``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.PasteConfiguration")
public typealias UIPasteConfiguration = PasteConfiguration

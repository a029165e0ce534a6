import DragDropCore

/// A model view the SwiftUI face renders to: it knows the size it wants for a proposal and
/// places its children. A front end draws it as it draws any model view; the headless
/// driver drags from and drops on it as on any other.
@MainActor
class HostedView: PlatformView {
    /// The views this one lays out, in layout order (its subviews, whatever their stacking).
    private(set) var arranged: [HostedView] = []
    /// Called by a tap on the view (`onTapGesture`), innermost first.
    var tapAction: (() -> Void)?
    /// How many taps run ``tapAction`` (two: a double click).
    var tapCount = 1
    /// Whether the `count`-th tap of a quick series runs ``tapAction``: the one of ``tapCount``
    /// taps (a control overrides it: each tap of a series presses it again).
    func takesTap(count: Int) -> Bool { count == tapCount }
    /// Whether a stack treats the view as a ``Spacer`` (flexible along its axis, not spaced).
    var isSpacer: Bool { false }

    init(identifier: String) {
        super.init(identifier: identifier, frame: .zero)
    }

    /// The size the view takes for `proposal`. The default takes what is proposed (10 points
    /// where nothing is, as SwiftUI's shapes and colours do).
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    /// Puts the view at `rect` in its superview and lays its children out.
    func place(in rect: Rect) {
        if frame != rect { frame = rect }
        layoutArranged()
    }

    /// Places the arranged views in ``bounds``: each its own size, centred (a container
    /// overrides it).
    func layoutArranged() {
        for view in arranged {
            let size = view.sizeThatFits(ProposedSize(bounds.size))
            view.place(in: Alignment.center.rect(of: size, in: bounds))
        }
    }

    /// Makes `views` the arranged views: new ones become subviews, gone ones leave; a view
    /// that stays is not moved among the subviews (moving it would end a drag over it).
    func setArranged(_ views: [HostedView]) {
        guard views.map(ObjectIdentifier.init) != arranged.map(ObjectIdentifier.init) else { return }
        let kept = Set(views.map(ObjectIdentifier.init))
        for old in arranged where !kept.contains(ObjectIdentifier(old)) && old.superview === self {
            old.removeFromSuperview()
        }
        for view in views where view.superview !== self { addSubview(view) }
        arranged = views
    }
}

import Foundation

// UIKit names with no counterpart here, declared unavailable with a message that says what
// to write instead, so a port's remaining compile errors explain themselves.

/// The type of UIKit properties with no counterpart (`navigationItem`, `editButtonItem`…),
/// which are unavailable: any member, call or literal type-checks on it, so that code such as
/// `navigationItem.rightBarButtonItem?.isEnabled = false` fails with the property's
/// message (what to write instead) rather than an error about the member. Never made.
@dynamicMemberLookup
@dynamicCallable
public struct NoCounterpart: ExpressibleByBooleanLiteral, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Any member, to call or assign.
    public subscript(dynamicMember member: String) -> NoCounterpart {
        get { self }
        nonmutating set {}
    }
    /// Any member, to chain with `?.`.
    public subscript(dynamicMember member: String) -> NoCounterpart? {
        get { self }
        nonmutating set {}
    }
    /// Any call.
    @discardableResult
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> NoCounterpart? { nil }
    /// Any Boolean.
    public init(booleanLiteral value: Bool) {}
    /// Any string.
    public init(stringLiteral value: String) {}
    /// Any number.
    public init(integerLiteral value: Int) {}
}

/// UIKit's navigation controller: none here.
@available(*, unavailable, message: "there are no navigation controllers: keep a reference to the next controller and show it from tableView(_:didSelectRowAt:)")
public typealias UINavigationController = NoCounterpart

/// UIKit's split view controller: none here.
@available(*, unavailable, message: "there are no split view controllers: keep a reference to the detail controller")
public typealias UISplitViewController = NoCounterpart

/// UIKit's storyboard segue: none here.
@available(*, unavailable, message: "there are no storyboards: open the next screen from tableView(_:didSelectRowAt:), which a click and spring loading both call")
public typealias UIStoryboardSegue = NoCounterpart

/// UIKit's bar button item: none here.
@available(*, unavailable, message: "there is no navigation bar: call setEditing(_:animated:) from your own button, and pass closures, not selectors")
public typealias UIBarButtonItem = NoCounterpart

/// UIKit's label: cells draw text themselves.
@available(*, unavailable, message: "set a cell's textLabel?.text or content instead (the front end draws it), or draw your own widget with GTKCellFactory")
public typealias UILabel = NoCounterpart

/// UIKit's image view: cells draw images themselves.
@available(*, unavailable, message: "set a cell's content to .image(url, accessibilityLabel:) (the front end loads and draws it), or draw your own widget with GTKCellFactory")
public typealias UIImageView = NoCounterpart

extension ViewController {
    /// UIKit's navigation item: none here.
    @available(*, unavailable, message: "there is no navigation bar: set title, and call setEditing(_:animated:) from your own button")
    public var navigationItem: NoCounterpart { fatalError("unavailable") }

    /// UIKit's edit button: none here.
    @available(*, unavailable, message: "there is no navigation bar: call setEditing(_:animated:) from your own button")
    public var editButtonItem: NoCounterpart { fatalError("unavailable") }

    /// UIKit's split view controller: none here.
    @available(*, unavailable, message: "there are no split view controllers: keep a reference to the detail controller")
    public var splitViewController: NoCounterpart? { fatalError("unavailable") }

    /// UIKit's navigation controller: none here.
    @available(*, unavailable, message: "there are no navigation controllers: keep a reference to the next controller")
    public var navigationController: NoCounterpart? { fatalError("unavailable") }
}

extension View {
    /// UIKit's layout request: there is no layout pass.
    @available(*, unavailable, message: "there is no layout pass: set frames directly (a table or collection view lays its cells out itself)")
    public func setNeedsLayout() {}

    /// UIKit's immediate layout: there is no layout pass.
    @available(*, unavailable, message: "there is no layout pass: set frames directly (a table or collection view lays its cells out itself)")
    public func layoutIfNeeded() {}
}

/// UIKit's interface-builder files: none here.
@available(*, unavailable, message: "there are no nibs: register the cell class with register(_:forCellWithReuseIdentifier:) and set its content in cellForItemAt (or draw your own widget with GTKCellFactory)")
public struct UINib {
    /// UIKit's initialiser, so that the call gets the type's message.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
}

extension IndexedCollectionView {
    /// UIKit's registration of a cell from a nib: none here.
    @available(*, unavailable, message: "there are no nibs: register the cell class with register(_:forCellWithReuseIdentifier:) and set its content in cellForItemAt (or draw your own widget with GTKCellFactory)")
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
}

/// UIKit's colours: none here.
@available(*, unavailable, message: "views are drawn in the system's style (light or dark): give a cell its own look with a GTKCellFactory widget and CSS")
public typealias UIColor = NoCounterpart

/// UIKit's inset constructor, deprecated on iOS too.
@available(*, unavailable, message: "write EdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

extension IndexedCollectionView {
    /// UIScrollView's content insets: none here.
    @available(*, unavailable, message: "there are no content insets: give the layout its own margins (FlowLayout.sectionInset, an EdgeInsets)")
    public var contentInset: EdgeInsets {
        get { fatalError("unavailable") }
        set {}
    }

    /// UIKit's reordering cadences (`UICollectionView.ReorderingCadence`), named so that a
    /// port's `reorderingCadence = .fast` gets the property's message.
    public enum ReorderingCadence: Sendable, Hashable {
        /// UIKit's cadences; the gap here always opens at once, as with `.immediate`.
        case immediate, fast, slow
    }

    /// UICollectionView's reordering cadence: none here.
    @available(*, unavailable, message: "there is no cadence: the gap opens where the pointer is at once (UIKit's .immediate); LiveReorderHysteresis keeps a SwiftUI-style live reorder from flickering")
    public var reorderingCadence: ReorderingCadence {
        get { fatalError("unavailable") }
        set {}
    }
}

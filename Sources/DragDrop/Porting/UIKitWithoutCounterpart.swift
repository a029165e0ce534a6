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

import Foundation
import DragDropCore

// UIKit names with no counterpart here, declared unavailable with a message that says what
// to write instead, so a port's remaining compile errors explain themselves.

/// The type of UIKit names with no counterpart (`UILabel`, `UIColor`, `navigationItem`…),
/// which are unavailable. Whatever a port writes with them type-checks — any member, to read
/// or to assign any value, any call, UIKit's usual initialisers and constants, literals — so
/// that `navigationItem.rightBarButtonItem?.isEnabled = false`, `UILabel()` or
/// `label.center = point` fail with the name's message (what to write instead) rather than an
/// error about the stand-in (the compiler reports unavailability only on code that
/// type-checks). Never made.
@dynamicMemberLookup
@dynamicCallable
public struct NoCounterpart: ExpressibleByBooleanLiteral, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral {
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
    /// Any member, assigned a value of any type (`label.center = point`).
    public subscript<Value>(dynamicMember member: String) -> Value {
        get { fatalError("unavailable") }
        nonmutating set {}
    }
    /// Any type member (`UIColor.systemBlue`).
    public static subscript(dynamicMember member: String) -> NoCounterpart { NoCounterpart() }
    /// Any call whose arguments are UIKit constants (`setTitle("Go", for: .normal)`).
    @discardableResult
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, NoCounterpart>) -> NoCounterpart? { nil }
    /// Any other call.
    @discardableResult
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> NoCounterpart? { nil }
    /// `UILabel()`, `UIImageView()`…
    public init(_ arguments: Any?...) {}
    /// `UILabel(frame:)`, `UIImageView(frame:)`.
    public init(frame: Any) {}
    /// `UIImageView(image:)`.
    public init(image: Any?) {}
    /// `UIButton(type:)`.
    public init(type: NoCounterpart) {}
    /// `UIColor(patternImage:)`.
    public init(patternImage: Any) {}
    /// `UIColor(named:)`.
    public init?(named: String) {}
    /// `UIColor(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {}
    /// `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double) {}
    /// `UIColor(hue:saturation:brightness:alpha:)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {}
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`.
    public init(barButtonSystemItem: NoCounterpart, target: Any?, action: Any?) {}
    /// `UIBarButtonItem(title:style:target:action:)`.
    public init(title: String?, style: NoCounterpart, target: Any?, action: Any?) {}
    /// `UINavigationController(rootViewController:)`.
    public init(rootViewController: Any) {}
    /// Any Boolean.
    public init(booleanLiteral value: Bool) {}
    /// Any string.
    public init(stringLiteral value: String) {}
    /// Any number.
    public init(integerLiteral value: Int) {}
    /// Any number.
    public init(floatLiteral value: Double) {}
}

extension NoCounterpart {
    // UIKit's constants that code passes to the names above, so that `.system` or `.red`
    // type-checks (the compiler finds implicit members only among declared ones).

    /// `UIButton.ButtonType.system`.
    public static var system: NoCounterpart { NoCounterpart() }
    /// `UIButton.ButtonType.custom`.
    public static var custom: NoCounterpart { NoCounterpart() }
    /// `UIControl.State.normal`.
    public static var normal: NoCounterpart { NoCounterpart() }
    /// `UIControl.State.highlighted`.
    public static var highlighted: NoCounterpart { NoCounterpart() }
    /// `UIControl.State.selected`.
    public static var selected: NoCounterpart { NoCounterpart() }
    /// `UIControl.State.disabled`.
    public static var disabled: NoCounterpart { NoCounterpart() }
    /// `UIControl.Event.touchUpInside`.
    public static var touchUpInside: NoCounterpart { NoCounterpart() }
    /// `UIControl.Event.valueChanged`.
    public static var valueChanged: NoCounterpart { NoCounterpart() }
    /// `UIControl.Event.primaryActionTriggered`.
    public static var primaryActionTriggered: NoCounterpart { NoCounterpart() }
    /// `UIBarButtonItem.SystemItem.edit`.
    public static var edit: NoCounterpart { NoCounterpart() }
    /// `UIBarButtonItem.SystemItem.done`, `UIBarButtonItem.Style.done`.
    public static var done: NoCounterpart { NoCounterpart() }
    /// `UIBarButtonItem.SystemItem.add`.
    public static var add: NoCounterpart { NoCounterpart() }
    /// `UIBarButtonItem.Style.plain`.
    public static var plain: NoCounterpart { NoCounterpart() }
    /// `UIColor.clear`.
    public static var clear: NoCounterpart { NoCounterpart() }
    /// `UIColor.black`.
    public static var black: NoCounterpart { NoCounterpart() }
    /// `UIColor.white`.
    public static var white: NoCounterpart { NoCounterpart() }
    /// `UIColor.gray`.
    public static var gray: NoCounterpart { NoCounterpart() }
    /// `UIColor.red`.
    public static var red: NoCounterpart { NoCounterpart() }
    /// `UIColor.green`.
    public static var green: NoCounterpart { NoCounterpart() }
    /// `UIColor.blue`.
    public static var blue: NoCounterpart { NoCounterpart() }
    /// `UIColor.systemBackground`.
    public static var systemBackground: NoCounterpart { NoCounterpart() }
    /// `UIColor.label`.
    public static var label: NoCounterpart { NoCounterpart() }
    /// `UIColor.systemBlue`.
    public static var systemBlue: NoCounterpart { NoCounterpart() }
    /// `UIColor.tintColor`.
    public static var tintColor: NoCounterpart { NoCounterpart() }
}

/// UIKit's buttons (and controls): none here.
@available(*, unavailable, message: "there are no UIKit controls: put a GTK button (gtk_button_new_with_label) beside the view's DragDropGTK host and call your code from its \"clicked\" signal; pass closures, not a target and selector")
public typealias UIButton = NoCounterpart

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

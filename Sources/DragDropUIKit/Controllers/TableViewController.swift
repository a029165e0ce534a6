import Foundation
import DragDropCore

/// A controller whose view is a table it is the data source and delegate of (UIKit's
/// `UITableViewController`). Subclass it and `override` the data source and delegate methods,
/// as on iOS: they are the base class's, so a subclass's versions are the ones called.
/// The overrides go in the subclass's body, not in an extension: without the Objective-C
/// runtime, Swift cannot override from an extension.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let style: TableView.Style

    /// A controller whose table has `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init()
    }

    /// A plain table.
    override public init() {
        style = .plain
        super.init()
    }

    /// UIKit's designated initializer; a plain table.
    override public init(nibName: String?, bundle: Bundle?) {
        style = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// The table, which is also ``ViewController/view``.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Whether ``viewWillAppear(_:)`` clears the table's selection, as in UIKit. Default true.
    public var clearsSelectionOnViewWillAppear = true

    /// Makes the table, with this controller as its data source and delegate.
    override open func loadView() {
        let table = TableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear { tableView.selectedIndexPaths = [] }
    }

    /// Edit mode shows the table's reorder handles.
    override open func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: Data source and delegate, for subclasses to override
    //
    // Override them in the subclass's body: an `override` in an extension fails with "cannot be
    // overridden from extension" (Swift on Linux has no Objective-C runtime, and no library can
    // change that message). Or set a separate object adopting `TableViewDataSource` as the view's
    // `dataSource`; an extension may hold its methods. (Porting from UIKit, "Compiler messages
    // that name what to write".)

    /// Default 1.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Default 0.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Default: a plain cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    /// Default nil.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default nil.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default true.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: not implemented — a classic move is reported and undone (SEMANTICS 28), and a
    /// reorder by drag goes to the drop delegate (SEMANTICS 37).
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceState.modelMoveIsMissing = true
    }
    /// Default `proposed`.
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposed: IndexPath) -> IndexPath { proposed }
    /// Default: nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default true.
    open func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
                        with context: SpringLoadedInteractionContext) -> Bool { true }
    /// Default `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// Default true.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
}

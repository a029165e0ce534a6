import DragDropCore
// The compiler's own port instructions: each UIKit, Foundation (Apple platforms only) and
// UniformTypeIdentifiers name that DragDrop renames is declared here unavailable, so code
// written for iOS gets a fix-it naming the new spelling ("'UIDragItem' has been renamed to
// 'DragDrop.DragItem'") instead of "cannot find in scope". `Tests/DragDropTests/Porting` compiles an
// unrenamed snippet and checks the diagnostics. Core Graphics names are left out: Foundation
// on Linux has its own `CGRect`, `CGPoint` and `CGSize`.
//
// Every rename names the module: an app's own class is often named like the UIKit class it
// subclasses less the prefix (Xcode's template `class ViewController: UIViewController`), and
// an unqualified fix-it would make it inherit from itself. `DragDrop.ViewController` means
// this module's class whatever the app declares; where nothing clashes, `DragDrop.` may go.


/// UIKit's name for ``DragItem``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragItem")
public typealias UIDragItem = DragItem

/// UIKit's name for ``DragSession``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragSession")
public typealias UIDragSession = DragSession

/// UIKit's name for ``DropSession``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DropSession")
public typealias UIDropSession = DropSession

/// UIKit's name for ``DragDropSession``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragDropSession")
public typealias UIDragDropSession = DragDropSession

/// UIKit's name for ``DropOperation``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DropOperation")
public typealias UIDropOperation = DropOperation

/// UIKit's name for ``DropProposal``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DropProposal")
public typealias UIDropProposal = DropProposal

/// UIKit's name for ``DragInteraction``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragInteraction")
public typealias UIDragInteraction = DragInteraction

/// UIKit's name for ``DragInteractionDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragInteractionDelegate")
public typealias UIDragInteractionDelegate = DragInteractionDelegate

/// UIKit's name for ``DropInteraction``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DropInteraction")
public typealias UIDropInteraction = DropInteraction

/// UIKit's name for ``DropInteractionDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DropInteractionDelegate")
public typealias UIDropInteractionDelegate = DropInteractionDelegate

/// UIKit's name for ``Interaction``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.Interaction")
public typealias UIInteraction = Interaction

/// UIKit's name for ``SpringLoadedInteraction``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.SpringLoadedInteraction")
public typealias UISpringLoadedInteraction = SpringLoadedInteraction

/// UIKit's name for ``SpringLoadedInteractionContext``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.SpringLoadedInteractionContext")
public typealias UISpringLoadedInteractionContext = SpringLoadedInteractionContext

/// UIKit's name for ``SpringLoadedInteractionEffectState``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.SpringLoadedInteractionEffectState")
public typealias UISpringLoadedInteractionEffectState = SpringLoadedInteractionEffectState

/// UIKit's name for ``KeyModifierFlags``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.KeyModifierFlags")
public typealias UIKeyModifierFlags = KeyModifierFlags

/// UIKit's name for ``DragPreviewParameters``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragPreviewParameters")
public typealias UIDragPreviewParameters = DragPreviewParameters

/// UIKit's name for ``DragPreview``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragPreview")
public typealias UIDragPreview = DragPreview

/// UIKit's name for ``TargetedDragPreview``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TargetedDragPreview")
public typealias UITargetedDragPreview = TargetedDragPreview

/// UIKit's name for ``DragPreviewTarget``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DragPreviewTarget")
public typealias UIDragPreviewTarget = DragPreviewTarget

/// UIKit's name for ``BezierPath``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.BezierPath")
public typealias UIBezierPath = BezierPath

/// UIKit's name for ``EdgeInsets``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.EdgeInsets")
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's name for ``Image``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.Image")
public typealias UIImage = Image

/// UIKit's name for ``View``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.View")
public typealias UIView = View

/// UIKit's name for ``Window``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.Window")
public typealias UIWindow = Window

/// UIKit's name for ``CollectionView``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionView")
public typealias UICollectionView = CollectionView

/// UIKit's name for ``TableView``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableView")
public typealias UITableView = TableView

/// UIKit's name for ``CollectionViewCell``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewCell")
public typealias UICollectionViewCell = CollectionViewCell

/// UIKit's name for ``TableViewCell``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewCell")
public typealias UITableViewCell = TableViewCell

/// UIKit's name for ``CollectionViewDataSource``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDataSource")
public typealias UICollectionViewDataSource = CollectionViewDataSource

/// UIKit's name for ``TableViewDataSource``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDataSource")
public typealias UITableViewDataSource = TableViewDataSource

/// UIKit's name for ``CollectionViewDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDelegate")
public typealias UICollectionViewDelegate = CollectionViewDelegate

/// UIKit's name for ``TableViewDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDelegate")
public typealias UITableViewDelegate = TableViewDelegate

/// UIKit's name for ``CollectionViewDelegateFlowLayout``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDelegateFlowLayout")
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

/// UIKit's name for ``FlowLayout``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.FlowLayout")
public typealias UICollectionViewFlowLayout = FlowLayout

/// UIKit's name for ``CollectionViewDragDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDragDelegate")
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate

/// UIKit's name for ``TableViewDragDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDragDelegate")
public typealias UITableViewDragDelegate = TableViewDragDelegate

/// UIKit's name for ``CollectionViewDropDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDropDelegate")
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate

/// UIKit's name for ``TableViewDropDelegate``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDropDelegate")
public typealias UITableViewDropDelegate = TableViewDropDelegate

/// UIKit's name for ``CollectionViewDropProposal``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDropProposal")
public typealias UICollectionViewDropProposal = CollectionViewDropProposal

/// UIKit's name for ``TableViewDropProposal``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDropProposal")
public typealias UITableViewDropProposal = TableViewDropProposal

/// UIKit's name for ``CollectionViewDropIntent``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDropIntent")
public typealias UICollectionViewDropIntent = CollectionViewDropIntent

/// UIKit's name for ``TableViewDropIntent``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDropIntent")
public typealias UITableViewDropIntent = TableViewDropIntent

/// UIKit's name for ``CollectionViewDropCoordinator``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDropCoordinator")
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator

/// UIKit's name for ``TableViewDropCoordinator``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDropCoordinator")
public typealias UITableViewDropCoordinator = TableViewDropCoordinator

/// UIKit's name for ``CollectionViewDropItem``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDropItem")
public typealias UICollectionViewDropItem = CollectionViewDropItem

/// UIKit's name for ``TableViewDropItem``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDropItem")
public typealias UITableViewDropItem = TableViewDropItem

/// UIKit's name for ``CollectionViewDropPlaceholder``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDropPlaceholder")
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder

/// UIKit's name for ``TableViewDropPlaceholder``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDropPlaceholder")
public typealias UITableViewDropPlaceholder = TableViewDropPlaceholder

/// UIKit's name for ``CollectionViewDropPlaceholderContext``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewDropPlaceholderContext")
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext

/// UIKit's name for ``TableViewDropPlaceholderContext``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewDropPlaceholderContext")
public typealias UITableViewDropPlaceholderContext = TableViewDropPlaceholderContext

/// UIKit's name for ``DropSession/ProgressIndicatorStyle``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.DropSession.ProgressIndicatorStyle")
public typealias UIDropSessionProgressIndicatorStyle = DropSession.ProgressIndicatorStyle

/// Foundation's name for ``ItemProvider``, in UIKit and SwiftUI code: a port renames it. The
/// rename is unqualified: DragDropSwiftUI re-exports this name, and a file that imports only
/// that module knows no module `DragDrop`.
@available(*, unavailable, renamed: "ItemProvider")
public typealias NSItemProvider = ItemProvider

/// Foundation's name for ``ItemProviderReading`` (re-exported by DragDropSwiftUI too): a port
/// renames it.
@available(*, unavailable, renamed: "ItemProviderReading")
public typealias NSItemProviderReading = ItemProviderReading

/// Foundation's name for ``ItemProviderWriting`` (re-exported by DragDropSwiftUI too): a port
/// renames it.
@available(*, unavailable, renamed: "ItemProviderWriting")
public typealias NSItemProviderWriting = ItemProviderWriting

/// UIKit's name for ``ItemProvider/RepresentationVisibility``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.ItemProvider.RepresentationVisibility")
public typealias NSItemProviderRepresentationVisibility = ItemProvider.RepresentationVisibility

/// UniformTypeIdentifiers' name for ``TypeIdentifier``, in UIKit and SwiftUI code (re-exported
/// by DragDropSwiftUI too): a port renames it.
@available(*, unavailable, renamed: "TypeIdentifier")
public typealias UTType = TypeIdentifier

/// The diffable data source's snapshot is ``Snapshot``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.Snapshot")
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    Snapshot<SectionIdentifierType, ItemIdentifierType>

/// UIKit's name for ``ViewController``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.ViewController")
public typealias UIViewController = ViewController

/// UIKit's name for ``TableViewController``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewController")
public typealias UITableViewController = TableViewController

/// UIKit's name for ``CollectionViewController``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionViewController")
public typealias UICollectionViewController = CollectionViewController

/// UIKit's older name for ``CollectionViewCell/EditingStyle``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle

/// UIKit's name for ``CollectionReusableView``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionReusableView")
public typealias UICollectionReusableView = CollectionReusableView

/// UIKit's layout base class is the ``CollectionLayout`` protocol here: a port renames it.
@available(*, unavailable, renamed: "DragDrop.CollectionLayout",
           message: "a protocol here: a custom layout subclasses RowLayout (rows of items) or adopts CollectionLayout; FlowLayout, GridLayout and ListLayout are ready-made")
public typealias UICollectionViewLayout = CollectionLayout

/// UIKit's name for ``UnderlineStyle``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.UnderlineStyle")
public typealias NSUnderlineStyle = UnderlineStyle

/// UIKit's name for ``TextAlignment``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.TextAlignment")
public typealias NSTextAlignment = TextAlignment

/// UIKit's name for ``ParagraphStyle``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.ParagraphStyle")
public typealias NSParagraphStyle = ParagraphStyle

/// UIKit's name for ``MutableParagraphStyle``: a port renames it.
@available(*, unavailable, renamed: "DragDrop.MutableParagraphStyle")
public typealias NSMutableParagraphStyle = MutableParagraphStyle

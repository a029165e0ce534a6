import DragDropCore

/// Views made from identified data, one per element, each keeping the identity of its
/// element's id (so a row's state follows its element when the data is reordered).
/// Inside a `List` the rows are made only when shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The elements.
    public var data: Data
    /// Makes an element's view.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// `onMove`, `onDelete`, `onInsert` (used in a `List`).
    var editActions = RowEditActions()

    /// One view per element of `data`, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        var seen = Set<ID>()
        for element in data {
            let identity = id(element)
            guard seen.insert(identity).inserted else {
                graph.diagnose("ForEach: the id \(identity) is used by more than one element; only the first is shown")
                continue
            }
            graph.updateChild(.id(AnyHashable(identity)), of: node, with: content(element))
        }
    }

    /// The id of the element at `index`.
    func identifier(at index: Data.Index) -> ID { id(data[index]) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number of a constant range (`ForEach(0..<5) { … }`), identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

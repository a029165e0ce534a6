import DragDrop
@testable import DragDropCore
import DragDropTesting
import Foundation
import Testing

/// 100,000 seeded random operations (10,000 in a debug build, where each is ~10× dearer;
/// `swift test -c release` runs them all) on a two-section collection view — batch inserts
/// and deletes, multi-item moves within and across sections, placeholders inserted,
/// committed and deleted in random order — checked after every step against a plain-array
/// reference of what is on screen.
@MainActor
@Suite("Randomized model check", .timeLimit(.minutes(1)))
struct RandomizedModelTests {
    enum Token: Equatable {
        case item(Int)
        case placeholder(Int)
    }

    final class Model: CollectionViewDataSource {
        var sections: [[Int]] = [[], []]
        func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.content = .text("\(sections[indexPath.section][indexPath.item])")
            return cell
        }
    }

    /// The presentation index before which an item inserted at data-source index `index`
    /// appears: before the run of placeholders that precedes that item (or the end).
    static func presentationInsertion(_ tokens: [Token], dataSourceIndex index: Int) -> Int {
        var seen = 0
        var position = tokens.count
        for (offset, token) in tokens.enumerated() {
            if case .item = token {
                if seen == index { position = offset; break }
                seen += 1
            }
        }
        while position > 0, case .placeholder = tokens[position - 1] { position -= 1 }
        return position
    }

    static func items(_ tokens: [Token]) -> [Int] {
        tokens.compactMap { if case let .item(value) = $0 { value } else { nil } }
    }

    #if DEBUG
    static let operationCount = 10_000
    #else
    static let operationCount = 100_000
    #endif

    @Test("Seeded random operations (100,000 in release) keep the view, the model and the reference in step",
          .timeLimit(.minutes(1)))
    func randomized() async throws {
        var generator = SeededRandomNumberGenerator(seed: 20261130)
        let model = Model()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 50, height: 30), collectionViewLayout: ListLayout(width: 50, fixedRowHeight: 10))
        cv.placeholderTimeout = nil
        cv.dataSource = model
        cv.reloadData()
        var reference: [[Token]] = [[], []]
        var contexts: [Int: DropPlaceholderContext] = [:]
        var nextValue = 0
        var dropID = 1_000
        func random(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(generator.next() % UInt64(bound)) }

        for step in 0..<Self.operationCount {
            // Let the other main-actor tests run meanwhile.
            if step % 10 == 0 { await Task.yield() }
            cv.placeholders.store.checkInvariants()
            let section = random(2)
            let dataCount = model.sections[section].count
            // Keep the sections small (so each step stays cheap): past 40 items, delete more.
            let crowded = model.sections[section].count > 40 || reference[section].count > 60
            let operation = crowded ? [3, 3, 9, 8, 4][random(5)] : random(10)
            switch operation {
            case 0, 1, 2:  // insert items in one batch
                let count = 1 + random(3)
                let start = random(dataCount + 1)
                let values = (0..<count).map { _ in nextValue += 1; return nextValue }
                let paths = (0..<count).map { IndexPath(item: start + $0, section: section) }
                cv.performBatchUpdates {
                    model.sections[section].insert(contentsOf: values, at: start)
                    cv.insertItems(at: paths)
                }
                try #require(cv.diagnostics.isEmpty)
                for (offset, value) in values.enumerated() {
                    let at = Self.presentationInsertion(reference[section], dataSourceIndex: start + offset)
                    reference[section].insert(.item(value), at: at)
                }
            case 3:  // delete some items
                guard dataCount > 0 else { continue }
                let indices = Set((0..<(1 + random(crowded ? 6 : 3))).map { _ in random(dataCount) }).sorted()
                cv.performBatchUpdates {
                    for index in indices.reversed() { model.sections[section].remove(at: index) }
                    cv.deleteItems(at: indices.map { IndexPath(item: $0, section: section) })
                }
                try #require(cv.diagnostics.isEmpty)
                let removed = Set(indices)
                var seen = 0
                reference[section] = reference[section].filter { token in
                    guard case .item = token else { return true }
                    defer { seen += 1 }
                    return !removed.contains(seen)
                }
            case 4, 5:  // move several items, maybe across sections
                let all = (0..<2).flatMap { s in (0..<model.sections[s].count).map { IndexPath(item: $0, section: s) } }
                guard !all.isEmpty else { continue }
                let sources = Array(Set((0..<(1 + random(4))).map { _ in all[random(all.count)] })).shuffled(using: &generator)
                let destination = IndexPath(item: random(model.sections[section].count + 1), section: section)
                let plan = ReorderPlan(sources: sources, destination: destination)
                let moving = sources.map { model.sections[$0.section][$0.item] }
                try cv.apply(plan.batchUpdates) { plan.apply(to: &model.sections) }
                for value in moving {
                    for s in 0..<2 { reference[s].removeAll { $0 == .item(value) } }
                }
                let start = plan.adjustedDestination
                for (offset, value) in moving.enumerated() {
                    let at = Self.presentationInsertion(reference[start.section], dataSourceIndex: start.item + offset)
                    reference[start.section].insert(.item(value), at: at)
                }
            case 6, 7:  // a placeholder
                let position = random(reference[section].count + 1)
                dropID += 1
                let context = cv.placeholders.insert(DropPlaceholder(insertionIndexPath: IndexPath(item: position, section: section), reuseIdentifier: "P"),
                                                     for: DragItem(itemProvider: ItemProvider()), dropID: dropID, in: cv)
                contexts[context.id] = context
                reference[section].insert(.placeholder(context.id), at: position)
            case 8:  // commit a placeholder
                guard let id = contexts.keys.randomElement(using: &generator), let context = contexts.removeValue(forKey: id),
                      let position = context.currentIndexPath else { continue }
                nextValue += 1
                let value = nextValue
                var offered: IndexPath?
                #expect(context.commitInsertion { path in
                    offered = path
                    model.sections[path.section].insert(value, at: path.item)
                })
                let expectedDataIndex = Self.items(Array(reference[position.section][..<position.item])).count
                #expect(offered == IndexPath(item: expectedDataIndex, section: position.section))
                reference[position.section][position.item] = .item(value)
            default:  // delete a placeholder
                guard let id = contexts.keys.randomElement(using: &generator), let context = contexts.removeValue(forKey: id),
                      let position = context.currentIndexPath else { continue }
                #expect(context.deletePlaceholder())
                reference[position.section].remove(at: position.item)
            }
            // Check: counts always; the full picture now and then.
            for s in 0..<2 {
                guard cv.dataSourceItemCount(inSection: s) == model.sections[s].count,
                      cv.numberOfItems(inSection: s) == reference[s].count else {
                    Issue.record("step \(step) op \(operation): counts diverged in section \(s): view \(cv.dataSourceItemCount(inSection: s))/\(cv.numberOfItems(inSection: s)), model \(model.sections[s].count), reference \(reference[s].count) \(reference[s])")
                    return
                }
            }
            if step % 97 == 0 {
                for s in 0..<2 where Self.items(reference[s]) != model.sections[s] {
                    Issue.record("step \(step): section \(s) is \(model.sections[s]), expected \(Self.items(reference[s]))")
                    return
                }
                for (id, context) in contexts {
                    let expected = reference.enumerated().lazy.compactMap { s, tokens in
                        tokens.firstIndex(of: .placeholder(id)).map { IndexPath(item: $0, section: s) }
                    }.first
                    guard context.currentIndexPath == expected else {
                        Issue.record("op \(operation) \(reference) step \(step): placeholder \(id) at \(String(describing: context.currentIndexPath)), expected \(String(describing: expected))")
                        return
                    }
                }
                // Every value once: nothing lost, nothing duplicated.
                let values = model.sections.flatMap { $0 }
                #expect(Set(values).count == values.count)
            }
        }
        #expect(model.sections.flatMap { $0 }.count > 0)
    }
}

extension DragDropSystem {
    /// Runs `body` with the loads that delegates start in it — and the tasks they start —
    /// counted in this system's census (test support's settle), as every event is.
    func countingLoads<Result>(_ body: () -> Result) -> Result {
        guard let loadCensus, LoadCensus.current !== loadCensus else { return body() }
        return LoadCensus.$current.withValue(loadCensus, operation: body)
    }

    /// Runs one event through the lifecycle and performs the actions it returns, then any
    /// events those actions produced (the delegates' answers). Returns false when the
    /// event meant nothing in the current state.
    @discardableResult
    func feed(_ event: Lifecycle.Event) -> Bool {
        if let loadCensus, LoadCensus.current !== loadCensus {
            return countingLoads { feed(event) }
        }
        eventDepth += 1
        defer {
            eventDepth -= 1
            // Views moved by a delegate during the event (live re-sorting) are hit-tested
            // once the event is complete, never in the middle of it.
            if eventDepth == 0, needsHitTest {
                needsHitTest = false
                rehitTest()
            }
            if eventDepth == 0 { syncSpringLoading() }
        }
        guard let actions = lifecycle.handle(event) else { return false }
        var followUps: [Lifecycle.Event] = []
        for action in actions {
            if let answer = perform(action) { followUps.append(answer) }
        }
        for followUp in followUps { feed(followUp) }
        return true
    }

    /// Performs one action; returns the event that carries the delegate's answer, if any.
    private func perform(_ action: Lifecycle.Action) -> Lifecycle.Event? {
        guard let drag else {
            Diagnostics.impossible("the lifecycle asked for \(action) with no drag under way")
            return nil
        }
        switch action {
        case .startLongPressTimer:
            record(.longPressTimer(running: true), drag.sourceView)
        case .cancelLongPressTimer:
            record(.longPressTimer(running: false), drag.sourceView)
        case let .requestItems(origin, lift):
            return .itemsProvided(count: requestItems(at: origin, lift: lift))
        case .cancelLift:
            record(.cancelledLift, drag.sourceView)
            setCancelPreviews(cancelPreviewsForItems())
            animateCancel()
            drag.liftAnimator?.finish(at: .start)
            finishCancelAnimations()
            self.drag = nil
        case .beginSession:
            beginSession()
            // The pointer is already somewhere: route it now that there is a session.
            return pointer.map { .move($0, over: target(at: $0)) }
        case let .requestAdditionalItems(point):
            return .itemsAdded(count: addItems(at: point))
        case let .enter(id):
            guard let (interaction, session) = targetAndSession(id) else { return nil }
            record(.didEnter, interaction.view)
            interaction.delegate?.dropInteraction(interaction, sessionDidEnter: session)
        case let .update(id):
            guard let (interaction, session) = targetAndSession(id) else { return nil }
            let proposal = interaction.delegate?.dropInteraction(interaction, sessionDidUpdate: session)
                ?? DropProposal(operation: .cancel)
            let resolved = OperationNegotiation.resolve(
                proposal.operation, allowsMove: session.allowsMoveOperation, isLocal: session.localDragSession != nil)
            record(.didUpdate(proposed: proposal.operation, resolved: resolved), interaction.view)
            if resolved.badge != currentProposal?.operation.badge || currentProposal == nil {
                record(.badge(resolved.badge), interaction.view)
            }
            // The lifecycle takes the resolved operation (the answer below); the proposal is kept as made.
            setTargetProposal(proposal)
            return .proposal(resolved)
        case let .exit(id):
            guard let (interaction, session) = targetAndSession(id) else { return nil }
            record(.didExit, interaction.view)
            interaction.delegate?.dropInteraction(interaction, sessionDidExit: session)
            setTargetProposal(nil)
            record(.badge(.none), interaction.view)
        case .sourceMoved:
            if let source = drag.source, let session = drag.dragSession {
                source.delegate?.dragInteraction(source, sessionDidMove: session)
            }
        case let .willEnd(operation):
            if let source = drag.source, let session = drag.dragSession {
                record(.willEnd(operation), source.view)
                source.delegate?.dragInteraction(source, session: session, willEndWith: operation)
            }
        case let .performDrop(id):
            performDrop(on: id)
        case .cancelPreviews:
            setCancelPreviews(cancelPreviewsForItems())
            animateCancel()
        case let .end(operation, targets):
            end(with: operation, targets: targets)
        }
        return nil
    }

    /// A target the lifecycle names, and the session: the lifecycle only names targets the
    /// hit-test found (and kept) for this drag's session.
    private func targetAndSession(_ id: ObjectIdentifier) -> (DropInteraction, DropSession)? {
        guard let interaction = drag?.targets[id], let session = drag?.dropSession else {
            Diagnostics.impossible("the lifecycle named a target this drag never found, or the drag has no drop session")
            return nil
        }
        return (interaction, session)
    }

    private func requestItems(at origin: Point, lift: Bool) -> Int {
        guard let drag, let source = drag.source, let delegate = source.delegate else { return 0 }
        resetPreviews()
        let session = DragSession(items: [], sourceInteraction: source, screenLocation: origin)
        let items = delegate.dragInteraction(source, itemsForBeginning: session)
        record(.itemsForBeginning(count: items.count), source.view)
        guard !items.isEmpty else {
            self.drag = nil
            return 0
        }
        session.items = items
        drag.dragSession = session
        if lift { liftItems() }
        return items.count
    }

    /// The lift: its previews, then the source's `willAnimateLiftWith`, whose animations run
    /// now (its completions when the session begins, or when the lift is put back).
    private func liftItems() {
        setLiftPreviews(liftPreviewsForItems())
        guard let drag, let source = drag.source, let session = drag.dragSession else { return }
        let animator = DragAnimator()
        drag.liftAnimator = animator
        source.delegate?.dragInteraction(source, willAnimateLiftWith: animator, session: session)
        animator.animate()
    }

    /// The source's `item:willAnimateCancelWith` for each item flying back, whose animations
    /// run now (their completions just before `didEndWith`).
    private func animateCancel() {
        guard let drag, let source = drag.source, let session = drag.dragSession else { return }
        for item in session.items {
            let animator = DragAnimator()
            drag.cancelAnimators.append(animator)
            source.delegate?.dragInteraction(source, item: item, willAnimateCancelWith: animator)
            animator.animate()
        }
    }

    /// The cancel animations are over: their completions run, item by item.
    private func finishCancelAnimations() {
        guard let drag else { return }
        let animators = drag.cancelAnimators
        drag.cancelAnimators = []
        animators.forEach { $0.finish(at: .end) }
    }

    private func liftPreviewsForItems() -> [TargetedDragPreview] {
        guard let drag, let source = drag.source, let session = drag.dragSession, let view = source.view else { return [] }
        return session.items.map { item in
            record(.previewForLifting, view)
            return source.delegate?.dragInteraction(source, previewForLifting: item, session: session)
                ?? TargetedDragPreview(view: view)
        }
    }

    private func cancelPreviewsForItems() -> [TargetedDragPreview?] {
        guard let drag, let source = drag.source, let session = drag.dragSession, let view = source.view else { return [] }
        return session.items.map { item in
            record(.previewForCancelling, view)
            let back = TargetedDragPreview(view: view)
            return source.delegate?.dragInteraction(source, previewForCancelling: item, withDefault: back) ?? nil
        }
    }

    private func beginSession() {
        guard let drag, let source = drag.source, let session = drag.dragSession else { return }
        if let delegate = source.delegate {
            session.allowsMoveOperation = delegate.dragInteraction(source, sessionAllowsMoveOperation: session)
            session.isRestrictedToDraggingApplication =
                delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: session)
        }
        if liftPreviews.isEmpty { liftItems() }
        drag.liftAnimator?.finish(at: .end)
        record(.sessionWillBegin, source.view)
        UnplacedDropTargets.reportAtDragStart()
        source.delegate?.dragInteraction(source, sessionWillBegin: session)
        session.screenLocation = pointer ?? session.screenLocation
        drag.dropSession = DropSession(localDragSession: session, dataAccess: drag.dataAccess)
        drag.dropSession?.modifierFlags = modifierFlags
    }

    private func addItems(at point: Point) -> Int {
        guard let drag, let session = drag.dragSession, let window = window(at: point),
              let interaction = window.dragInteraction(at: window.convert(fromScreen: point)),
              let view = interaction.view else { return 0 }
        let local = view.convert(fromWindow: window.convert(fromScreen: point))
        let added = interaction.delegate?.dragInteraction(interaction, itemsForAddingTo: session, withTouchAt: local) ?? []
        record(.itemsForAddingTo(count: added.count), view)
        session.items += added
        return added.count
    }

    private func performDrop(on id: ObjectIdentifier) {
        guard let drag, let (interaction, session) = targetAndSession(id) else { return }
        drag.dataAccess.open()
        let source = drag.source, dragSession = drag.dragSession
        let tracker = TransferTracker { [weak self] in
            guard let self else { return }
            if let source, let dragSession {
                record(.didTransferItems, source.view)
                source.delegate?.dragInteraction(source, sessionDidTransferItems: dragSession)
            } else {
                onExternalTransferCompleted?()
            }
        }
        tracker.observe(session.items.map(\.itemProvider))
        record(.performDrop, interaction.view)
        interaction.performDropIsMissing = false
        interaction.delegate?.dropInteraction(interaction, performDrop: session)
        if interaction.performDropIsMissing { reportDropNobodyTook(on: interaction) }
        if let view = interaction.view {
            let center = session.location(in: view)
            droppedItemViews = []
            let previews: [TargetedDragPreview?] = session.items.enumerated().map { index, item in
                record(.previewForDropping, view)
                let defaultPreview = defaultDropPreview(forItemAt: index, at: center, in: view)
                return interaction.delegate?.dropInteraction(interaction, previewForDropping: item,
                                                             withDefault: defaultPreview) ?? nil
            }
            setDropPreviews(previews)
        }
        // Each item's drop animation: the destination joins it, and it is over before concludeDrop.
        let animators = session.items.map { item in
            let animator = DragAnimator()
            interaction.delegate?.dropInteraction(interaction, item: item, willAnimateDropWith: animator)
            animator.animate()
            return animator
        }
        animators.forEach { $0.finish(at: .end) }
        record(.concludeDrop, interaction.view)
        interaction.delegate?.dropInteraction(interaction, concludeDrop: session)
        tracker.conclude()
    }

    /// A target proposed to take the drop but has no `performDrop`: the drop did nothing,
    /// which UIKit does in silence (SEMANTICS 33).
    private func reportDropNobodyTook(on interaction: DropInteraction) {
        let name = interaction.view.map { $0.identifier.isEmpty ? "a \(type(of: $0))" : "\"\($0.identifier)\"" } ?? "a view"
        let delegate = interaction.delegate.map { "\(type(of: $0))" } ?? "its delegate"
        Diagnostics.handler(Diagnostic(view: interaction.view?.identifier ?? "", message: """
            the drop on \(name) did nothing: \(delegate) proposed \(currentOperation) but does not implement \
            dropInteraction(_:performDrop:), where the drop's data is loaded
            """))
    }

    private func end(with operation: DropOperation, targets: [ObjectIdentifier]) {
        guard let drag else { return }
        drag.dataAccess.closeIfNotOpen()
        drag.liftAnimator?.finish(at: .end)
        finishCancelAnimations()
        if let source = drag.source, let session = drag.dragSession {
            record(.didEnd(operation), source.view)
            source.delegate?.dragInteraction(source, session: session, didEndWith: operation)
            lastEndedSession = operation.performsDrop ? session : nil
        }
        if let session = drag.dropSession {
            for id in targets {
                guard let interaction = drag.targets[id] else { continue }
                record(.sessionDidEnd, interaction.view)
                interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session)
            }
        }
        setTargetProposal(nil)
        self.drag = nil
    }
}

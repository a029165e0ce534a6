import DragDropSwiftUI
import DragDropTesting
import Testing

@MainActor
@Suite("SwiftUI face: controls, shapes and appearance modifiers")
struct ControlsAndShapesTests {
    /// The views under `root`, depth first, with their frames in `root`.
    func views(in root: PlatformView, at origin: Point = .zero) -> [(view: PlatformView, frame: Rect)] {
        root.subviews.flatMap { view in
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            return [(view, frame)] + views(in: view, at: frame.origin)
        }
    }

    func texts(_ root: PlatformView) -> [String] {
        views(in: root).compactMap { if case let .text(text, _)? = $0.view.renderedContent { text } else { nil } }
    }

    @Test("A Button runs its action when tapped, in a button's frame around its label")
    func button() throws {
        let scene = HostedScene(ControlsForm())
        let button = try #require(views(in: scene.host).first { $0.view.renderedContent == .button })
        let label = try #require(views(in: scene.host).first { $0.view.renderedContent == .text("Add one", .body) })
        #expect(button.frame.width == label.frame.width + 24 && button.frame.height == label.frame.height + 12)
        #expect(button.frame.contains(label.frame.center))
        #expect(scene.host.tap(at: label.frame.center))
        #expect(scene.host.tap(at: Point(x: button.frame.minX + 3, y: button.frame.minY + 3)))
        scene.host.updateIfNeeded()
        #expect(texts(scene.host).contains("taps 2"))
        // The second click of a quick pair (a double click) presses it again.
        #expect(scene.host.tap(at: label.frame.center, count: 2))
        scene.host.updateIfNeeded()
        #expect(texts(scene.host).contains("taps 3"))
    }

    @Test("A Toggle's switch sits at the trailing edge; a tap on it flips the binding and re-renders")
    func toggle() throws {
        let scene = HostedScene(ControlsForm())
        let toggle = try #require(views(in: scene.host).first { $0.view.renderedContent == .toggle(isOn: false) })
        #expect(toggle.frame.size == Size(width: 50, height: 28))
        #expect(toggle.frame.maxX == 400)
        #expect(!scene.host.tap(at: try #require(views(in: scene.host).first { $0.view.accessibilityLabel == "off" }).frame.center))
        #expect(scene.host.tap(at: toggle.frame.center))
        scene.host.updateIfNeeded()
        #expect(toggle.view.renderedContent == .toggle(isOn: true))
        #expect(texts(scene.host).contains("on"))
        #expect(scene.host.tap(at: toggle.frame.center, count: 2))
        scene.host.updateIfNeeded()
        #expect(toggle.view.renderedContent == .toggle(isOn: false))
    }

    @Test("Text entered in a TextField writes its binding; a view that is no field refuses text")
    func textField() throws {
        let scene = HostedScene(ControlsForm())
        let field = try #require(views(in: scene.host).first { $0.view.renderedContent == .textField(text: "", placeholder: "Name") })
        #expect(field.frame.width == 400 && field.frame.height > 20)
        try field.view.enterText("Ada")
        scene.host.updateIfNeeded()
        #expect(texts(scene.host).contains("hello Ada"))
        #expect(field.view.renderedContent == .textField(text: "Ada", placeholder: "Name"))
        let label = try #require(views(in: scene.host).first { $0.view.accessibilityLabel == "hello Ada" })
        #expect(throws: TextEntryError.notATextField(label.view.identifier)) { try label.view.enterText("no") }
    }

    @Test("Shapes render their outline, fill and line; overlay, border, opacity and foreground colours apply")
    func shapes() throws {
        let scene = HostedScene(ShapesBoard())
        let shapes = views(in: scene.host).compactMap { entry -> (RenderedShape, Rect)? in
            if case let .shape(shape)? = entry.view.renderedContent { (shape, entry.frame) } else { nil }
        }
        try #require(shapes.count == 6)
        // The circle: the largest in its 100 × 50 frame, centred.
        #expect(shapes[0].0 == RenderedShape(outline: .circle, fill: .red, stroke: nil))
        #expect(shapes[0].0.outline.outlineRect(in: shapes[0].1) == Rect(x: 175, y: shapes[0].1.minY, width: 50, height: 50))
        #expect(shapes[0].0.outline.cornerRadius(at: Size(width: 50, height: 50)) == 25)
        // A stroke is centred on the outline: half of it outside the frame.
        #expect(shapes[1].0.stroke == ShapeStroke(color: .blue, lineWidth: 4, inside: false))
        #expect(shapes[1].0.strokeRect(in: shapes[1].1) == shapes[1].1.insetBy(dx: -2, dy: -2))
        // An unstyled shape fills in the foreground colour, else the scheme's primary.
        #expect(shapes[2].0 == RenderedShape(outline: .capsule, fill: .green, stroke: nil))
        #expect(shapes[2].0.outline.cornerRadius(at: shapes[2].1.size) == 10)
        // border: a line inside the view's frame, in front of it.
        #expect(shapes[3].0 == RenderedShape(outline: .rectangle, fill: nil, stroke: ShapeStroke(color: .black, lineWidth: 2, inside: true)))
        #expect(shapes[3].1.size == Size(width: 50, height: 30))
        // overlay: in front of the text, of the text's size.
        let under = try #require(views(in: scene.host).first { $0.view.accessibilityLabel == "under" })
        #expect(shapes[4].1 == under.frame)
        #expect(shapes[5].0.fill == .black)
        let all = views(in: scene.host).map(\.view)
        #expect(all.firstIndex { $0.accessibilityLabel == "under" }! < all.firstIndex { $0.renderedContent == .shape(shapes[4].0) }!)
        // opacity and foregroundStyle.
        let faint = try #require(all.first { $0.accessibilityLabel == "faint" })
        #expect(faint.superview?.renderedOpacity == 0.25 && faint.renderedOpacity == 1)
        #expect(all.first { $0.accessibilityLabel == "tinted" }?.renderedForegroundColor == .purple)
        #expect(faint.renderedForegroundColor == nil)
    }

    @Test("shadow: the content keeps its size and place; the view above it carries the shadow SwiftUI gives, black at 33 % by default")
    func shadow() throws {
        let scene = HostedScene(ShadowedCards())
        let all = views(in: scene.host)
        let red = try #require(all.first { $0.view.renderedContent == .shape(RenderedShape(outline: .rectangle, fill: .red, stroke: nil)) })
        #expect(red.frame.size == Size(width: 40, height: 30))
        let casting = all.compactMap { $0.view.renderedShadow }
        #expect(casting == [RenderedShadow(color: Color(white: 0, opacity: 0.33), radius: 4, x: 0, y: 3),
                            RenderedShadow(color: .blue, radius: 2, x: -1, y: 1)])
        let redCasts = sequence(first: red.view, next: \.superview).compactMap(\.renderedShadow)
        #expect(redCasts == [casting[0]])
        let soft = try #require(all.first { $0.view.renderedContent == .text("Soft", .body) })
        #expect(soft.view.superview?.renderedShadow?.color == .blue && soft.view.renderedShadow == nil)
        let green = try #require(all.first { $0.view.renderedContent == .shape(RenderedShape(outline: .rectangle, fill: .green, stroke: nil)) })
        #expect(green.view.superview?.renderedShadow == nil && green.frame.minX == soft.frame.maxX + 10)
    }

    @Test("In the dark colour scheme an unstyled shape fills white")
    func darkShape() throws {
        let host = HostingView(rootView: Rectangle(), frame: Rect(x: 0, y: 0, width: 20, height: 20))
        host.environment.colorScheme = .dark
        let shape = try #require(views(in: host).first { $0.view.renderedContent != nil })
        #expect(shape.view.renderedContent == .shape(RenderedShape(outline: .rectangle, fill: .white, stroke: nil)))
        #expect(shape.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("clipShape, cornerRadius and clipped clip what is drawn inside to a shape of the content's size")
    func clipping() throws {
        let host = HostingView(rootView: ClippedColors(), frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let clips = views(in: host).filter { $0.view.clipsRenderedContent }
        #expect(clips.map(\.view.renderedClipShape) == [.circle, .roundedRectangle(cornerRadius: 8), .rectangle])
        #expect(clips.map(\.frame.size) == [Size(width: 100, height: 50), Size(width: 40, height: 40), Size(width: 30, height: 30)])
        #expect(clips[0].view.renderedClipShape?.outlineRect(in: clips[0].frame).size == Size(width: 50, height: 50))
        // What is inside a clip is laid out as without it.
        let fills = views(in: host).filter { if case .fill? = $0.view.renderedContent { true } else { false } }
        #expect(fills.map(\.frame.size) == [Size(width: 100, height: 50), Size(width: 40, height: 40), Size(width: 30, height: 30), Size(width: 30, height: 30)])
        #expect(fills.map(\.frame.minX) == [50, 150, 190, 220])
    }
}

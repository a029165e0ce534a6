import Foundation

/// Foundation's reference types that UIKit code hands to item providers — `NSString`,
/// `NSURL`, `NSData`, `NSAttributedString` — written and read as their Swift values
/// (`String`, `URL`, `Data`, ``AttributedText``). They cannot be
/// ``ItemProviderReading`` themselves: Foundation on Linux marks them not `Sendable`, and
/// loaded objects cross threads. So `ItemProvider(object: name as NSString)`,
/// `session.canLoadObjects(ofClass: NSString.self)` and
/// `session.loadObjects(ofClass: NSString.self) { items in let strings = items as! [String] … }`
/// port unchanged: as in UIKit, the loaded objects arrive untyped (`NSObject` here, UIKit's
/// `NSItemProviderReading`), for the usual `as! [String]` or `as? URL`.
public protocol ItemProviderFoundationObject: NSObject, SendableMetatype {
    /// The Swift value that travels.
    associatedtype ItemProviderValue: ItemProviderReading & ItemProviderWriting
    /// This object as that value.
    var itemProviderValue: ItemProviderValue { get }
    /// An object of this very class for a loaded value; nil when the class (a subclass, say)
    /// cannot be made from it.
    static func itemProviderObject(from value: ItemProviderValue) -> Self?
}

extension NSString: ItemProviderFoundationObject {
    /// The string.
    public var itemProviderValue: String { String(self) }
    /// `Self(string:)`.
    public static func itemProviderObject(from value: String) -> Self? { Self(string: value) }
}

extension NSURL: ItemProviderFoundationObject {
    /// The URL.
    public var itemProviderValue: URL { self as URL }
    /// An `NSURL` (not a subclass) for the URL.
    public static func itemProviderObject(from value: URL) -> Self? { (value as NSURL) as? Self }
}

extension NSData: ItemProviderFoundationObject {
    /// The bytes.
    public var itemProviderValue: Data { Data(referencing: self) }
    /// An `NSData` (not a subclass) holding the bytes.
    public static func itemProviderObject(from value: Data) -> Self? { NSData(data: value) as? Self }
}

extension NSAttributedString: ItemProviderFoundationObject {
    /// The attributed string, with every attribute in this process (``AttributedText``).
    public var itemProviderValue: AttributedText { AttributedText(self) }
    /// A copy of the string, of this very class (`NSMutableAttributedString` too).
    public static func itemProviderObject(from value: AttributedText) -> Self? {
        (NSAttributedString(attributedString: value.attributedString) as? Self)
            ?? (NSMutableAttributedString(attributedString: value.attributedString) as? Self)
    }
}

extension ItemProvider {
    /// A provider offering the object's value (UIKit's `init(object:)` with an `NSString`…).
    public convenience init(object: some ItemProviderFoundationObject) {
        self.init(object: object.itemProviderValue)
    }

    /// UIKit's `NSItemProvider(item:typeIdentifier:)` with a Foundation object (`data as NSData`,
    /// `url as NSURL`, `text as NSString`): a provider offering the object's value as `type`,
    /// as that value writes it (an `NSData`'s own bytes whatever the type).
    public convenience init(item object: some ItemProviderFoundationObject, typeIdentifier type: TypeIdentifier) {
        let value = object.itemProviderValue
        self.init()
        registerDataRepresentation(forTypeIdentifier: type) { try await value.loadData(withTypeIdentifier: type) }
    }

    /// The same with UIKit's `String` identifier (`kUTTypePNG as String`).
    public convenience init(item object: some ItemProviderFoundationObject, typeIdentifier identifier: String) {
        self.init(item: object, typeIdentifier: TypeIdentifier(identifier))
    }

    /// Registers the object's value, as `registerObject(_:visibility:)` with an `ItemProviderWriting` value does.
    public func registerObject(_ object: some ItemProviderFoundationObject, visibility: RepresentationVisibility? = nil) {
        registerObject(object.itemProviderValue, visibility: visibility)
    }

    /// Whether `objectClass`'s value can be read. Loads nothing (SEMANTICS 11).
    public func canLoadObject<Object: ItemProviderFoundationObject>(ofClass objectClass: Object.Type) -> Bool {
        canLoadObject(ofClass: Object.ItemProviderValue.self)
    }

    /// UIKit's `loadObject(ofClass: NSString.self) { object, error in … }`: the value is
    /// loaded and handed over as an object of `objectClass` (typed `NSObject`, as UIKit's
    /// `NSItemProviderReading`: `object as? String` reads it), on a background thread.
    @discardableResult
    public func loadObject<Object: ItemProviderFoundationObject>(
        ofClass objectClass: Object.Type, limits: LoadLimits = .none,
        completionHandler: @escaping @Sendable (NSObject?, (any Error)?) -> Void
    ) -> Progress {
        loadObject(ofClass: Object.ItemProviderValue.self, limits: limits) { value, error in
            guard let value else { return completionHandler(nil, error) }
            guard let object = Object.itemProviderObject(from: value) else {
                return completionHandler(nil, ItemProviderDecodingError(
                    .item, "\(Object.self) cannot be made from a \(Object.ItemProviderValue.self)"))
            }
            completionHandler(object, nil)
        }
    }
}

extension DragDropSession {
    /// Whether every item can be read as `objectClass`'s value. Loads nothing (SEMANTICS 11).
    public func canLoadObjects<Object: ItemProviderFoundationObject>(ofClass objectClass: Object.Type) -> Bool {
        canLoadObjects(ofClass: Object.ItemProviderValue.self)
    }
}

extension DropSession {
    /// UIKit's `loadObjects(ofClass: NSString.self) { items in … }`: the values load as in
    /// the `ItemProviderReading` form and arrive as objects of `objectClass` (typed
    /// `NSObject`, as UIKit's `[NSItemProviderReading]`: `items as! [String]` reads them),
    /// on the main actor, in session order.
    @discardableResult
    public func loadObjects<Object: ItemProviderFoundationObject>(
        ofClass objectClass: Object.Type, limits: ItemProvider.LoadLimits = .none,
        completion: @escaping @MainActor ([NSObject]) -> Void
    ) -> Progress {
        loadObjects(ofClass: Object.ItemProviderValue.self, limits: limits) { values in
            completion(values.compactMap { Object.itemProviderObject(from: $0) })
        }
    }
}

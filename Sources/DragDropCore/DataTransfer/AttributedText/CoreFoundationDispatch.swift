/// Why the attribute values this library defines (``TextFont``, ``TextColor``) begin with a
/// word Foundation reads as a type field.
///
/// On Linux, `NSMutableAttributedString` is CoreFoundation's `CFAttributedString`: appending,
/// inserting or setting attributes merges a run with its neighbours when `CFEqual` finds their
/// attribute dictionaries equal. `CFEqual` takes bits 8–17 of an object's third word — the
/// `_cfinfo` of CoreFoundation's own classes — as its CF type number, and hands the object to
/// Swift's `isEqual(_:)` only when that number is not 0. A Swift class's third word is its first
/// stored property, and a Swift struct put in an attribute dictionary is boxed by Foundation
/// behind a pointer in that word. So when two neighbouring runs hold different values whose
/// third words both have those bits clear (a `Double` of 1.0; a box on a 256-byte-aligned
/// address, one in 1,024), both are taken for CF type 0 — whose equality stops the process
/// (`__HALT`). The fuzzer found it as a crash in the RTF reader (1 in about 40,000 documents
/// under AddressSanitizer's allocator); a plain program halts on its first append once two
/// such values meet.
///
/// The values here begin with ``typeWord``: CF type 1023, under which no CoreFoundation class
/// is registered, so `CFEqual`, `CFHash` and the rest always dispatch to Swift. A custom
/// attribute value of one's own should be a CoreFoundation-backed type (`String`, `URL`,
/// `NSNumber`) or one of these.
enum CoreFoundationDispatch {
    /// An object's third word that makes CoreFoundation treat it as a Swift object.
    static let typeWord: UInt = 0x3FF << 8
}

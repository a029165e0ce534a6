import Foundation

extension KeyboardReorder {
    /// The accessible action name of each of ``moveDestinations``, in order: "move-to-" and
    /// the destination's accessibility label, else its identifier, lowercased, as ASCII
    /// letters, digits and single dashes (what toolkits' action names allow: GTK's GAction);
    /// "list-*n*" (its place, from 1) when neither has any, and a name already taken gets its
    /// place appended. Empty when the view's items cannot be dragged.
    /// - Complexity: O(*v*) in the views of the window.
    public var moveActionNames: [String] {
        guard view.dragInteractionEnabled else { return [] }
        var names: [String] = []
        for (index, destination) in moveDestinations.enumerated() {
            let label = Self.actionSlug(destination.accessibilityLabel), identifier = Self.actionSlug(destination.identifier)
            var name = "move-to-" + (!label.isEmpty ? label : !identifier.isEmpty ? identifier : "list-\(index + 1)")
            if names.contains(name) { name += "-\(index + 1)" }
            names.append(name)
        }
        return names
    }

    /// `text` lowercased, every run of characters other than ASCII letters and digits one dash,
    /// none at either end.
    static func actionSlug(_ text: String?) -> String {
        (text ?? "").lowercased().unicodeScalars
            .map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
    }
}

import DragDrop
import Foundation

/// A team in a division.
package struct Team: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    package let city: String

    package init(_ name: String, city: String) {
        self.name = name
        self.city = city
    }

    package var description: String { name }
}

package struct Division: Hashable, Sendable {
    package let name: String
    package var teams: [Team]
}

/// A match between two teams: the lasting result of dropping one team onto another.
package struct Match: Hashable, Sendable, CustomStringConvertible {
    package let home: Team
    package let away: Team
    package var description: String { "\(home.name) vs \(away.name)" }
}

/// Seed 000's model: teams sorted within their divisions, and the matches scheduled by
/// dropping a team onto another. A ``TeamsDocument`` makes every change undoable.
package struct TeamsModel: Hashable, Sendable {
    package private(set) var divisions: [Division]
    package private(set) var matches: [Match] = []

    package init(divisions: [Division]) {
        self.divisions = divisions
    }

    /// Four divisions of four teams.
    package static let sample = TeamsModel(divisions: [
        Division(name: "Atlantic", teams: [Team("Harbor Hawks", city: "Boston"), Team("Liberty Lions", city: "New York"),
                                           Team("Bay Bulls", city: "Toronto"), Team("Bridge Bears", city: "Philadelphia")]),
        Division(name: "Central", teams: [Team("Lake Lynx", city: "Chicago"), Team("Motor Mustangs", city: "Detroit"),
                                          Team("River Rams", city: "Cleveland"), Team("Prairie Pumas", city: "Milwaukee")]),
        Division(name: "Pacific", teams: [Team("Golden Gulls", city: "San Francisco"), Team("Surf Sharks", city: "Los Angeles"),
                                          Team("Rain Ravens", city: "Seattle"), Team("Desert Dingoes", city: "Phoenix")]),
        Division(name: "Mountain", teams: [Team("Peak Panthers", city: "Denver"), Team("Salt Stallions", city: "Salt Lake City"),
                                           Team("Canyon Coyotes", city: "Albuquerque"), Team("Ridge Rhinos", city: "Boise")]),
    ])

    /// The teams, division by division (the shape a sectioned list needs).
    package var teamNames: [[String]] { divisions.map { $0.teams.map(\.name) } }

    package func team(at indexPath: IndexPath) -> Team? {
        guard indexPath.count == 2, divisions.indices.contains(indexPath.section),
              divisions[indexPath.section].teams.indices.contains(indexPath.item) else { return nil }
        return divisions[indexPath.section].teams[indexPath.item]
    }

    /// Moves a team within its division to a final index (SEMANTICS 23). Moves across
    /// divisions are refused (returns false).
    @discardableResult
    package mutating func moveTeam(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard source.section == destination.section, team(at: source) != nil,
              (0..<divisions[source.section].teams.count).contains(destination.item) else { return false }
        guard source != destination else { return true }
        let team = divisions[source.section].teams.remove(at: source.item)
        divisions[source.section].teams.insert(team, at: destination.item)
        return true
    }

    /// SwiftUI's form of the same move within one division.
    package mutating func moveTeams(inDivision division: Int, fromOffsets offsets: IndexSet, toOffset offset: Int) {
        guard divisions.indices.contains(division) else { return }
        var teams = divisions[division].teams
        teams.move(fromOffsets: offsets, toOffset: offset)
        guard teams != divisions[division].teams else { return }
        divisions[division].teams = teams
    }

    /// Adds teams named `names` at the end of division `division`, leaving out empty names and
    /// names the league already has (a team's name is its identity), and returns the names
    /// added, in order.
    @discardableResult
    package mutating func addTeams(named names: [String], toDivision division: Int) -> [String] {
        guard divisions.indices.contains(division) else { return [] }
        var known = Set(divisions.flatMap(\.teams).map(\.name))
        let added = names.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty && known.insert($0).inserted }
        divisions[division].teams += added.map { Team($0, city: "") }
        return added
    }

    /// Schedules a match between two different teams.
    @discardableResult
    package mutating func scheduleMatch(_ home: IndexPath, against away: IndexPath) -> Match? {
        guard home != away, let homeTeam = team(at: home), let awayTeam = team(at: away) else { return nil }
        let match = Match(home: homeTeam, away: awayTeam)
        matches.append(match)
        return match
    }
}


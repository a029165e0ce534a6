import DragDropSwiftUI

struct LeagueTeam: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let city: String
}

struct LeagueDivision: Identifiable {
    let id = UUID()
    let name: String
    var teams: [LeagueTeam]
}

/// A team in its division: what a row holds and what is being dragged.
struct TeamInDivision: Equatable {
    let division: LeagueDivision.ID
    let team: LeagueTeam
}

final class LeagueViewModel: ObservableObject {
    @Published var divisions = [
        LeagueDivision(name: "Atlantic", teams: [LeagueTeam(name: "Harbor Hawks", city: "Boston"),
                                                   LeagueTeam(name: "Liberty Lions", city: "New York"),
                                                   LeagueTeam(name: "Bay Bulls", city: "Toronto")]),
        LeagueDivision(name: "Central", teams: [LeagueTeam(name: "Lake Lynx", city: "Chicago"),
                                                  LeagueTeam(name: "Motor Mustangs", city: "Detroit"),
                                                  LeagueTeam(name: "River Rams", city: "Cleveland")]),
    ]
}

struct TeamRow: View {
    let team: LeagueTeam

    var body: some View {
        HStack {
            Text(team.name)
            Spacer()
            Text(team.city)
        }
    }
}

/// One per row: re-sorts the division live while a team of the same division hovers the row.
struct TeamDropDelegate: DropDelegate {
    let target: TeamInDivision
    @Binding var dragged: TeamInDivision?
    @Binding var divisions: [LeagueDivision]

    func dropEntered(info: DropInfo) {
        guard let dragged, dragged.team != target.team, dragged.division == target.division,
              let division = divisions.firstIndex(where: { $0.id == dragged.division }),
              let from = divisions[division].teams.firstIndex(of: dragged.team),
              let to = divisions[division].teams.firstIndex(of: target.team)
        else { return }
        withAnimation(.default) {
            divisions[division].teams.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }

    func performDrop(info: DropInfo) -> Bool {
        dragged = nil
        return true
    }
}

struct TeamsView: View {
    @StateObject private var league = LeagueViewModel()
    @State private var dragged: TeamInDivision?
    @State private var selection = Set<LeagueTeam.ID>()

    var body: some View {
        List(selection: $selection) {
            ForEach(league.divisions) { division in
                Section(header: Text(division.name), footer: Text("\(division.teams.count) teams")) {
                    ForEach(division.teams) { team in
                        TeamRow(team: team)
                            .onDrag {
                                dragged = TeamInDivision(division: division.id, team: team)
                                return ItemProvider(object: team.name as NSString)
                            }
                            .onDrop(of: [TypeIdentifier.text],
                                    delegate: TeamDropDelegate(target: TeamInDivision(division: division.id, team: team),
                                                               dragged: $dragged, divisions: $league.divisions))
                    }
                }
            }
        }
    }
}

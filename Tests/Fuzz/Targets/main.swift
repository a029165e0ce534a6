import Foundation

// dragdrop-fuzz --target=NAME [libFuzzer's options] [corpus folders or inputs]
// Fuzzes one parser of outside bytes (FuzzTargets.all; `--list` names them). libFuzzer reads
// the rest of the command line and ignores `--target=` (it ignores every `--` option), so the
// processes it starts itself (-fork, -minimize_crash) fuzz the same target.
// Built only by scripts/fuzz (see Package.swift); run through it.

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--list") {
    for target in FuzzTargets.all { print("\(target.name)\t\(target.summary)") }
    exit(0)
}
guard let name = arguments.first(where: { $0.hasPrefix("--target=") })?.dropFirst("--target=".count) else {
    FileHandle.standardError.write(Data("usage: dragdrop-fuzz --target=NAME [libFuzzer options] [corpus]; --list names the targets\n".utf8))
    exit(2)
}
guard let target = FuzzTargets.named(String(name)) else {
    FileHandle.standardError.write(Data("dragdrop-fuzz: no target \"\(name)\"; --list names them\n".utf8))
    exit(2)
}
FuzzSession.run(target)

import Foundation
@testable import ImageGalleryCore
import Testing

/// A picture that crashes or hangs the readers cannot lock the gallery out (issue 38): it
/// is set aside and reported at the next start instead of being read again.
@Suite("Picture quarantine", .timeLimit(.minutes(1)))
struct PictureQuarantineTests {
    /// A process id no process has (above the kernel's pid_max).
    static let goneProcess: Int32 = 2_000_000_000

    /// A process that is gone, which died while decoding `pictures`.
    static func dieReading(_ pictures: [URL], in directory: TemporaryDirectory) throws {
        let killed = PictureQuarantine(directory: directory.url, processID: goneProcess)
        for picture in pictures { _ = try killed.beginReading(picture, stage: .pixels) }
    }

    @Test func aPictureBeingReadAloneWhenTheProcessEndedIsQuarantinedAtTheNextStart() throws {
        let directory = TemporaryDirectory()
        let picture = try directory.write("<svg", to: "crashes.svg")
        let good = try directory.write("fine", to: "good.png")
        do {  // the process that crashes: one read finished, one interrupted
            let crashed = PictureQuarantine(directory: directory.url, processID: Self.goneProcess)
            try crashed.beginReading(good, stage: .pixels).end()
            _ = try crashed.beginReading(picture, stage: .pixels)
        }
        let next = PictureQuarantine(directory: directory.url)
        let reported = next.recoverInterruptedReads()
        #expect(reported.map(\.address) == [picture])
        #expect(reported.first?.reason == .crashed)
        #expect(next.quarantined(good) == nil)
        let refusal = #expect(throws: PictureSetAside.self) { try next.beginReading(picture, stage: .pixels) }
        #expect(refusal?.picture.address == picture)
        // The journal of the ended process is gone: a third start reports nothing new.
        #expect(PictureQuarantine(directory: directory.url).recoverInterruptedReads().isEmpty)
        #expect(PictureQuarantine(directory: directory.url).quarantined(picture) != nil, "kept on disk")
    }

    @Test func picturesThatWereOnlyLoadingBesideOthersAreSuspectsUntilASecondCrash() throws {
        let directory = TemporaryDirectory()
        let a = try directory.write("a", to: "a.jpg"), b = try directory.write("b", to: "b.jpg")
        try Self.dieReading([a, b], in: directory)
        let second = PictureQuarantine(directory: directory.url, processID: Self.goneProcess - 1)
        #expect(second.recoverInterruptedReads().isEmpty, "two reads in flight: neither is known guilty")
        #expect(second.isSuspect(a) && second.isSuspect(b))
        try second.beginReading(b, stage: .pixels).end()  // b reads to its end: cleared
        _ = try second.beginReading(a, stage: .pixels)  // a crashes the app again, beside another read
        _ = try second.beginReading(try directory.write("c", to: "c.jpg"), stage: .pixels)
        let third = PictureQuarantine(directory: directory.url)
        #expect(third.recoverInterruptedReads().map(\.address) == [a])
        #expect(!third.isSuspect(b) && third.quarantined(b) == nil)
    }

    @Test func aReadThatTakesTooLongIsQuarantinedAndTold() async throws {
        let directory = TemporaryDirectory()
        let slow = try directory.write("x", to: "slow.tiff")
        let told = AsyncStream<URL>.makeStream()
        let quarantine = PictureQuarantine(directory: directory.url, readTimeout: .milliseconds(50)) { told.continuation.yield($0) }
        let read = try quarantine.beginReading(slow, stage: .pixels)
        var iterator = told.stream.makeAsyncIterator()
        #expect(await iterator.next() == slow)
        #expect(quarantine.quarantined(slow)?.reason == .timedOut)
        read.end()
        // A quick read is never told.
        let quick = try directory.write("y", to: "quick.png")
        try quarantine.beginReading(quick, stage: .pixels).end()
        try await Task.sleep(for: .milliseconds(150))
        #expect(quarantine.quarantined(quick) == nil)
    }

    @Test func aChangedFileIsReadAgainAndTryAgainReleases() throws {
        let directory = TemporaryDirectory()
        let picture = try directory.write("bad", to: "p.svg")
        do { _ = try PictureQuarantine(directory: directory.url, processID: Self.goneProcess).beginReading(picture, stage: .pixels) }
        let quarantine = PictureQuarantine(directory: directory.url)
        quarantine.recoverInterruptedReads()
        #expect(quarantine.quarantined(picture) != nil)
        try Data("<svg width='1' height='1'/>".utf8).write(to: picture)  // the user replaced the file
        #expect(quarantine.quarantined(picture) == nil)
        let other = try directory.write("bad", to: "q.svg")
        do { _ = try PictureQuarantine(directory: directory.url, processID: Self.goneProcess).beginReading(other, stage: .pixels) }
        quarantine.recoverInterruptedReads()
        #expect(quarantine.quarantined(other) != nil)
        quarantine.release(other)
        #expect(quarantine.quarantined(other) == nil)
        #expect(PictureQuarantine(directory: directory.url).quarantined(other) == nil, "released on disk too")
    }

    @Test func aCleanExitLeavesNoJournalAndARunningProcessIsLeftAlone() throws {
        let directory = TemporaryDirectory()
        let picture = try directory.write("p", to: "p.png")
        // This process, alive, as seen by another instance starting beside it.
        let running = PictureQuarantine(directory: directory.url)
        let read = try running.beginReading(picture, stage: .pixels)
        #expect(PictureQuarantine(directory: directory.url, processID: Self.goneProcess).recoverInterruptedReads().isEmpty)
        read.end()
        running.closeJournal()
        let mine = running
        #expect(!FileManager.default.fileExists(atPath: mine.journalDirectory.appendingPathComponent("\(getpid()).journal").path))
    }

    @Test func aDamagedQuarantineFileIsKeptAsideNotOverwritten() throws {
        let directory = TemporaryDirectory()
        let damaged = try directory.write("{ not json", to: "quarantine.json")
        let picture = try directory.write("p", to: "p.png")
        do { _ = try PictureQuarantine(directory: directory.url, processID: Self.goneProcess).beginReading(picture, stage: .pixels) }
        let quarantine = PictureQuarantine(directory: directory.url)
        #expect(quarantine.recoverInterruptedReads().count == 1)
        #expect(try String(contentsOf: damaged.appendingPathExtension("damaged"), encoding: .utf8) == "{ not json")
        #expect(PictureQuarantine(directory: directory.url).quarantined(picture) != nil)
    }

    @Test func theJournalStaysSmallOverManyReads() throws {
        let directory = TemporaryDirectory()
        let picture = try directory.write("p", to: "p.png")
        let quarantine = PictureQuarantine(directory: directory.url)
        for _ in 0..<10_000 { try quarantine.beginReading(picture, stage: .pixels).end() }
        let journal = quarantine.journalDirectory.appendingPathComponent("\(getpid()).journal")
        let size = try FileManager.default.attributesOfItem(atPath: journal.path)[.size] as? Int ?? 0
        #expect(size <= 300 * 1024, "\(size) bytes")
    }

    @Test func aHeaderReadNeitherClearsSuspicionNorIsTimed() async throws {
        let directory = TemporaryDirectory()
        let a = try directory.write("a", to: "a.svg"), b = try directory.write("b", to: "b.svg")
        try Self.dieReading([a, b], in: directory)
        let quarantine = PictureQuarantine(directory: directory.url, readTimeout: .milliseconds(30))
        quarantine.recoverInterruptedReads()
        try quarantine.beginReading(a, stage: .header).end()  // its decoder is what crashes, not its header
        #expect(quarantine.isSuspect(a))
        let viewer = try quarantine.beginReading(b, stage: .fullPixels)  // the viewer's large decode
        let header = try quarantine.beginReading(a, stage: .header)
        try await Task.sleep(for: .milliseconds(150))
        #expect(quarantine.quarantined(a) == nil && quarantine.quarantined(b) == nil, "neither is timed")
        viewer.end()
        header.end()
        #expect(!quarantine.isSuspect(b), "b's pixels were read to their end")
    }

    @Test func twoProcessesOnOneLibraryKeepEachOthersPictures() throws {
        let directory = TemporaryDirectory()
        let slow1 = try directory.write("1", to: "slow1.svg"), slow2 = try directory.write("2", to: "slow2.svg")
        let first = PictureQuarantine(directory: directory.url, readTimeout: .milliseconds(20))
        let second = PictureQuarantine(directory: directory.url, processID: Self.goneProcess - 2, readTimeout: .milliseconds(20))
        _ = try second.beginReading(slow2, stage: .pixels)
        _ = try first.beginReading(slow1, stage: .pixels)
        Thread.sleep(forTimeInterval: 0.2)  // both watchdogs fire, each process saves its own
        let reread = PictureQuarantine(directory: directory.url, processID: Self.goneProcess - 3)
        #expect(reread.quarantined(slow1) != nil && reread.quarantined(slow2) != nil)
        first.release(slow1)
        let after = PictureQuarantine(directory: directory.url, processID: Self.goneProcess - 3)
        #expect(after.quarantined(slow1) == nil && after.quarantined(slow2) != nil)
    }
}

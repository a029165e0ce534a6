// Races for Tests/Scripts/tsan_reports_test.py: ThreadSanitizer's real reports of this program
// (the *.log files beside it) are what scripts/tsan-reports.py is tested on. To capture again:
//   swiftc -g -sanitize=thread Locks.swift -o locks
//   TSAN_OPTIONS=halt_on_error=0:exitcode=0 ./locks 2> all.log
// (in /tmp/tsan-fixture: the test reads the logs' paths from there), then keep one report a file.
import Foundation
import Synchronization

final class Box: @unchecked Sendable { var n = 0 }

/// Runs two threads at once and waits for both.
func together(_ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void) {
    let done = DispatchGroup()
    for body in [first, second] {
        done.enter()
        Thread { body(); done.leave() }.start()
    }
    done.wait()
}

/// Both threads inside `withLock` of one Mutex: ordered, but the futex hides it from ThreadSanitizer.
func sameMutex() {
    let counter = Mutex(0)
    together({ for _ in 0..<100_000 { counter.withLock { $0 += 1 } } },
             { for _ in 0..<100_000 { counter.withLock { $0 += 1 } } })
}

/// Each thread inside a Mutex of its own: a race.
func twoMutexes() {
    let box = Box()
    let first = Mutex(())
    let second = Mutex(())
    together({ first.withLock { _ in box.n += 1 } },
             { Thread.sleep(forTimeInterval: 0.1); second.withLock { _ in box.n += 1 } })
}

/// One thread inside a Mutex, the other not: a race.
func oneMutex() {
    let box = Box()
    let lock = Mutex(())
    together({ lock.withLock { _ in box.n += 1 } },
             { Thread.sleep(forTimeInterval: 0.1); box.n += 1 })
}

/// A closure written inside `withLock` but run after it returned: not under the lock.
func escapedClosure() {
    let box = Box()
    let lock = Mutex(())
    together({ let later = lock.withLock { _ in { @Sendable in box.n += 1 } }
               Thread.sleep(forTimeInterval: 0.2)
               later() },
             { Thread.sleep(forTimeInterval: 0.1); lock.withLock { _ in box.n += 1 } })
}

let shared = Box()

/// Two types, each with a Mutex named `state`: two locks of one name.
final class Left: Sendable {
    private let state = Mutex(0)
    func bump() { state.withLock { _ in shared.n += 1 } }
}

final class Right: Sendable {
    private let state = Mutex(0)
    func bump() { state.withLock { _ in shared.n += 1 } }
}

func sameNameTwoTypes() {
    let left = Left()
    let right = Right()
    together({ left.bump() }, { Thread.sleep(forTimeInterval: 0.1); right.bump() })
}

/// Two NSLocks, which ThreadSanitizer models (`mutexes: write M0` and `write M1`): a race.
func twoLocks() {
    let box = Box()
    let first = NSLock()
    let second = NSLock()
    together({ first.lock(); box.n += 1; first.unlock() },
             { Thread.sleep(forTimeInterval: 0.1); second.lock(); box.n += 1; second.unlock() })
}

/// One NSLock on one side only: a race.
func oneLock() {
    let box = Box()
    let lock = NSLock()
    together({ lock.lock(); box.n += 1; lock.unlock() },
             { Thread.sleep(forTimeInterval: 0.1); box.n += 1 })
}

/// One read-write lock held for reading by both writers (`read M0` twice): it excludes nothing.
func sharedReadLock() {
    let box = Box()
    let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
    pthread_rwlock_init(lock, nil)
    nonisolated(unsafe) let rw = lock
    together({ pthread_rwlock_rdlock(rw); box.n += 1; pthread_rwlock_unlock(rw) },
             { Thread.sleep(forTimeInterval: 0.1); pthread_rwlock_rdlock(rw); box.n += 1; pthread_rwlock_unlock(rw) })
}

sameMutex()
twoMutexes()
oneMutex()
escapedClosure()
sameNameTwoTypes()
twoLocks()
oneLock()
sharedReadLock()

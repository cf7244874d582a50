#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread's memoized answers about one state of one `TypeIndex` (its `memoStamp`): the
/// per-name queries that rules repeat for every file. Each thread keeps one, reached through
/// thread-specific storage, so the workers of a run never write to shared memory or take a
/// lock to read a memo. A thread that asks another index (or the same index after a change)
/// replaces its memo; the thread's last memo is freed when the thread exits.
final class TypeIndexMemo {
    let stamp: UInt64
    var chain: [String: [String]] = [:]
    var role: [String: TypeIndex.Role] = [:]
    var conformance: [String: Set<String>] = [:]
    var members: [String: MemberNames] = [:]
    var ownMembers: [String: Set<String>?] = [:]
    var lifetime: [String: Bool] = [:]
    var temporary: [String: Bool] = [:]

    init(stamp: UInt64) { self.stamp = stamp }

    /// The slot holding each thread's memo (retained; released by the key's destructor when
    /// the thread exits, or when a newer memo replaces it).
    private static let key: pthread_key_t = {
        var k = pthread_key_t()
        #if canImport(Glibc)
        let rc = pthread_key_create(&k) { p in if let p { Unmanaged<TypeIndexMemo>.fromOpaque(p).release() } }
        #else
        let rc = pthread_key_create(&k) { p in Unmanaged<TypeIndexMemo>.fromOpaque(p).release() }
        #endif
        precondition(rc == 0, "pthread_key_create failed (\(rc))")
        return k
    }()

    /// This thread's memo, if it has one.
    static var current: TypeIndexMemo? {
        get {
            guard let p = pthread_getspecific(key) else { return nil }
            return Unmanaged<TypeIndexMemo>.fromOpaque(p).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<TypeIndexMemo>.fromOpaque(old).release() }
        }
    }
}

/// Stamps naming the states of every index of the process: each index and each change of
/// one takes a new stamp, so a memo never outlives the state it was filled from, even when
/// a freed index's memory is reused by a new one.
enum MemoStamp {
    private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, nil)
        return m
    }()
    nonisolated(unsafe) private static var last: UInt64 = 0

    static func next() -> UInt64 {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        last += 1
        return last
    }
}

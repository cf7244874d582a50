#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

/// Where framed messages go. Writes from the handler and the diagnostics worker are
/// serialised, each message whole.
protocol MessageSink: AnyObject {
    func send(_ message: JSONNode)
}

/// Writes frames to a file descriptor (standard output for the real server).
final class FileDescriptorSink: MessageSink, @unchecked Sendable {
    private let fd: Int32
    private let lock = Monitor()
    private var broken = false
    /// Called with each message after it is written (tests, benchmark).
    var onSend: ((JSONNode) -> Void)?

    init(fd: Int32) { self.fd = fd }

    func send(_ message: JSONNode) {
        let frame = FrameDecoder.encode(message.serialized())
        lock.withLock {
            guard !broken else { return }
            frame.withUnsafeBytes { raw in
                var off = 0
                while off < raw.count {
                    let n = write(fd, raw.baseAddress! + off, raw.count - off)
                    if n > 0 { off += n; continue }
                    if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                    // The client went away (EPIPE): nothing more can be said to it.
                    broken = true
                    return
                }
            }
        }
        onSend?(message)
    }
}

/// Reads frames from a file descriptor and turns them into classified messages.
struct MessageReader {
    enum Item: Equatable {
        case message(Incoming)
        /// A frame or body that could not be read: answered with this error, id null.
        case unreadable(RPCError)
        case end
    }

    private let fd: Int32
    private var decoder = FrameDecoder()
    private var buf = [UInt8](repeating: 0, count: 64 << 10)
    private var atEnd = false

    init(fd: Int32) { self.fd = fd }

    mutating func next() -> Item {
        while true {
            if let e = decoder.next() {
                switch e {
                case .malformed(let m): return .unreadable(RPCError(.parseError, "malformed frame: \(m)"))
                case .body(let b): return Self.item(b)
                }
            }
            if atEnd { return .end }
            let n = buf.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n > 0 {
                buf.withUnsafeBufferPointer { decoder.feed(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                atEnd = true
            }
        }
    }

    static func item(_ body: [UInt8]) -> Item {
        switch JSONParser.parse(body) {
        case .failure(let f): return .unreadable(RPCError(.parseError, "invalid JSON: \(f)"))
        case .success(let j): return .message(Incoming.classify(j))
        }
    }
}

/// The base protocol's framing: a header part (`Content-Length: N`, optionally
/// `Content-Type`), a blank line, then N bytes of JSON.
///
/// The decoder takes bytes as they arrive and yields whole bodies. A malformed header
/// block yields an error event and the decoder resynchronises at the next line that starts
/// a header, so one bad frame never ends the session.
struct FrameDecoder {
    enum Event: Equatable {
        case body([UInt8])
        case malformed(String)
    }

    /// Header blocks longer than this are not headers.
    static let maxHeaderBytes = 8 << 10
    /// Bodies larger than this are refused (and their bytes skipped).
    static var maxBodyBytes = 512 << 20

    private var buffer: [UInt8] = []
    private var pos = 0
    /// Bytes of an oversized body still to skip.
    private var skipping = 0

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        if pos > 0 && pos >= buffer.count / 2 {
            buffer.removeSubrange(0..<pos)
            pos = 0
        }
        buffer.append(contentsOf: bytes)
    }

    mutating func feed(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// The next complete event, or nil when more bytes are needed.
    mutating func next() -> Event? {
        if skipping > 0 {
            let n = min(skipping, buffer.count - pos)
            pos += n
            skipping -= n
            if skipping > 0 { return nil }
        }
        // Blank lines between messages are tolerated.
        while pos < buffer.count, buffer[pos] == 0x0D || buffer[pos] == 0x0A { pos += 1 }
        guard pos < buffer.count else { return nil }
        // Find the end of the header block: an empty line (CRLF CRLF, or LF LF from lenient clients).
        var i = pos
        var lineStart = pos
        var length: Int? = nil
        var problem: String? = nil
        var sawHeader = false
        while true {
            guard let nl = indexOfNewline(from: i) else {
                if buffer.count - pos > Self.maxHeaderBytes {
                    let m = "header block longer than \(Self.maxHeaderBytes) bytes"
                    resync(from: buffer.count)
                    return .malformed(m)
                }
                return nil
            }
            var lineEnd = nl
            if lineEnd > lineStart, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let afterLine = nl + 1
            if lineEnd == lineStart {
                // End of the headers.
                guard sawHeader else { pos = afterLine; return next() }
                if let problem {
                    resync(from: afterLine)
                    return .malformed(problem)
                }
                guard let n = length else {
                    resync(from: afterLine)
                    return .malformed("header block without Content-Length")
                }
                if n > Self.maxBodyBytes {
                    pos = afterLine
                    let k = min(n, buffer.count - pos)
                    pos += k
                    skipping = n - k
                    return .malformed("Content-Length \(n) is larger than the \(Self.maxBodyBytes)-byte limit")
                }
                guard buffer.count - afterLine >= n else { return nil }
                let body = Array(buffer[afterLine..<(afterLine + n)])
                pos = afterLine + n
                return .body(body)
            }
            sawHeader = true
            let line = buffer[lineStart..<lineEnd]
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                let m = "malformed header line '\(String(decoding: line.prefix(40), as: UTF8.self))'"
                resync(from: afterLine)
                return .malformed(m)
            }
            let name = String(decoding: buffer[lineStart..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: buffer[(colon + 1)..<lineEnd], as: UTF8.self).trimmingSpaces()
            if name == "content-length" {
                guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(value) else {
                    let m = "invalid Content-Length '\(value.prefix(40))'"
                    resync(from: afterLine)
                    return .malformed(m)
                }
                if length != nil && length != n { problem = "conflicting Content-Length headers" }
                length = n
            }
            // Content-Type and unknown headers are accepted; the body is read as UTF-8.
            if afterLine - pos > Self.maxHeaderBytes {
                resync(from: afterLine)
                return .malformed("header block longer than \(Self.maxHeaderBytes) bytes")
            }
            lineStart = afterLine
            i = afterLine
        }
    }

    private func indexOfNewline(from i: Int) -> Int? {
        var k = i
        while k < buffer.count {
            if buffer[k] == 0x0A { return k }
            k += 1
        }
        return nil
    }

    /// Skips to the next line that starts with `Content-Length` (case-insensitive) at or
    /// after `from`, or to the end of what has arrived.
    private mutating func resync(from: Int) {
        var k = from
        let key = Array("content-length".utf8)
        while k < buffer.count {
            if k == from || buffer[k - 1] == 0x0A, buffer.count - k >= key.count {
                var match = true
                for j in 0..<key.count {
                    var c = buffer[k + j]
                    if c >= 0x41 && c <= 0x5A { c += 32 }
                    if c != key[j] { match = false; break }
                }
                if match { pos = k; return }
            }
            k += 1
        }
        // Nothing found: keep the last partial line if it could still become one.
        var lastStart = from
        k = from
        while k < buffer.count {
            if buffer[k] == 0x0A { lastStart = k + 1 }
            k += 1
        }
        pos = buffer.count - lastStart < key.count ? lastStart : buffer.count
    }

    /// One framed message.
    static func encode(_ body: String) -> [UInt8] {
        let b = Array(body.utf8)
        return Array("Content-Length: \(b.count)\r\n\r\n".utf8) + b
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

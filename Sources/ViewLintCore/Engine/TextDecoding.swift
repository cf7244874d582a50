#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Input is read as UTF-8. A file that announces UTF-16 with a byte-order mark is
/// transcoded first, so its lines and columns come out right; anything else is lexed as is
/// (invalid bytes become `unknown` tokens).
public enum TextDecoding {
    public static func utf8(_ b: [UInt8]) -> [UInt8] {
        guard b.count >= 2 else { return b }
        let le = b[0] == 0xFF && b[1] == 0xFE
        let be = b[0] == 0xFE && b[1] == 0xFF
        guard le || be else { return b }
        var units: [UInt16] = []
        units.reserveCapacity(b.count / 2)
        var i = 2
        while i + 1 < b.count {
            units.append(le ? UInt16(b[i]) | UInt16(b[i + 1]) << 8 : UInt16(b[i]) << 8 | UInt16(b[i + 1]))
            i += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        for scalar in Unicode.UTF16.decodeLossy(units) { out.append(contentsOf: Array(String(scalar).utf8)) }
        return out
    }
}

extension Unicode.UTF16 {
    static func decodeLossy(_ units: [UInt16]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var it = units.makeIterator()
        var d = Unicode.UTF16()
        loop: while true {
            switch d.decode(&it) {
            case .scalarValue(let s): out.append(s)
            case .emptyInput: break loop
            case .error: out.append("\u{FFFD}")
            }
        }
        return out
    }
}

public enum Clock {
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Identifiers and operators outside ASCII.
extension Lexer {
    /// Decodes one UTF-8 scalar; length 0 means the bytes are not valid UTF-8.
    func decodeScalar(at p: Int) -> (UInt32, Int) { Self.decodeScalar(buf, at: p) }

    static func decodeScalar(_ buf: UnsafeBufferPointer<UInt8>, at p: Int) -> (UInt32, Int) {
        let count = buf.count
        let b0 = buf[p]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        var len = 0
        var v: UInt32 = 0
        if b0 & 0xE0 == 0xC0 { len = 2; v = UInt32(b0 & 0x1F) }
        else if b0 & 0xF0 == 0xE0 { len = 3; v = UInt32(b0 & 0x0F) }
        else if b0 & 0xF8 == 0xF0 { len = 4; v = UInt32(b0 & 0x07) }
        else { return (0, 0) }
        if p + len > count { return (0, 0) }
        for k in 1..<len {
            let b = buf[p + k]
            if b & 0xC0 != 0x80 { return (0, 0) }
            v = (v << 6) | UInt32(b & 0x3F)
        }
        if (len == 2 && v < 0x80) || (len == 3 && v < 0x800) || (len == 4 && (v < 0x10000 || v > 0x10FFFF))
            || (v >= 0xD800 && v <= 0xDFFF) { return (0, 0) }
        return (v, len)
    }

    func isOperatorHead(_ c: UInt32) -> Bool { Self.isOperatorHead(c) }

    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    func isOperatorContinuation(_ c: UInt32) -> Bool {
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket bound to a port the system picks on 127.0.0.1: for a stand-in server
/// to listen on (`OldPostgresServer`), or closed again to learn a free port for one that
/// binds it itself (`PostgresCluster.sharedTLS()`).
public struct LoopbackSocket {
    public let descriptor: Int32
    public let port: Int

    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = descriptor >= 0 && withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw PostgresCluster.Failure(description: "no loopback port: \(reason)")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }
}

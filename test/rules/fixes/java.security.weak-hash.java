import java.security.MessageDigest;

class Hashes {
    byte[] fingerprint(byte[] data) throws Exception {
        // A fingerprint only tells contents apart: not reported.
        // ok: java.security.weak-hash
        MessageDigest md = MessageDigest.getInstance("MD5");
        return md.digest(data);
    }

    byte[] checksum(byte[] data) throws Exception {
        // ok: java.security.weak-hash
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        return md.digest(data);
    }

    byte[] configured(java.util.Properties props, byte[] data) throws Exception {
        String algorithm = props.getProperty("digest.algorithm", "MD5");
        // Unless the properties say otherwise, the default is what runs.
        // ruleid: java.security.weak-hash@low
        return MessageDigest.getInstance(algorithm).digest(data);
    }

    byte[] configuredStrong(java.util.Properties props, byte[] data) throws Exception {
        String algorithm = props.getProperty("digest.algorithm", "SHA-512");
        // ok: java.security.weak-hash
        return MessageDigest.getInstance(algorithm).digest(data);
    }

    byte[] passwordDigest(String password) throws Exception {
        // ruleid: java.security.weak-hash
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        return md.digest(password.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}

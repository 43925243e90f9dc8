// corpus: CWE-328 safe — uploaded blobs are addressed by a SHA3-256 digest of their content.
package com.acme.storage;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BlobStoreController {
    interface BlobStore {
        void put(String key, byte[] data);
    }

    private final BlobStore store;

    public BlobStoreController(BlobStore store) {
        this.store = store;
    }

    @PostMapping("/blobs")
    public String upload(@RequestBody byte[] data) throws NoSuchAlgorithmException {
        String key = HexFormat.of().formatHex(MessageDigest.getInstance("SHA3-256").digest(data));
        store.put(key, data);
        return key;
    }
}

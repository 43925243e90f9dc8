// corpus: CWE-502 safe — the Base64 cart snapshot from the request is decoded as JSON into a concrete record by a plain ObjectMapper with no default typing.
package com.acme.shop.cart;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Base64;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

record CartLine(String sku, int quantity, BigDecimal unitPrice) {}

record CartSnapshot(String cartId, String currency, List<CartLine> lines) {}

record RestoreRequest(String snapshot, String channel) {}

@RestController
class CartRestoreController {
    private final CartSnapshotCodec codec;

    CartRestoreController(CartSnapshotCodec codec) {
        this.codec = codec;
    }

    @PostMapping("/cart/restore")
    public CartSnapshot restore(@RequestBody RestoreRequest request) {
        try {
            return codec.decode(request.snapshot());
        } catch (IOException | IllegalArgumentException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "unreadable cart snapshot");
        }
    }
}

@Service
class CartSnapshotCodec {
    private final ObjectMapper mapper = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

    String encode(CartSnapshot snapshot) throws IOException {
        return Base64.getUrlEncoder().encodeToString(mapper.writeValueAsBytes(snapshot));
    }

    CartSnapshot decode(String encoded) throws IOException {
        byte[] json = Base64.getUrlDecoder().decode(encoded);
        CartSnapshot snapshot = mapper.readValue(json, CartSnapshot.class);
        if (snapshot.lines() == null || snapshot.lines().size() > 200) {
            throw new IOException("cart snapshot out of bounds");
        }
        return snapshot;
    }
}

// corpus: CWE-502 safe — the saved-cart cookie is deserialised through an ObjectInputFilter that admits only the cart's own classes and a few JDK value types, rejecting every other class before it is instantiated.
package com.acme.shop.cart;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

class SavedCartLine implements Serializable {
    private static final long serialVersionUID = 1L;
    String sku;
    int quantity;
    BigDecimal unitPrice;
}

class SavedCart implements Serializable {
    private static final long serialVersionUID = 1L;
    String currency;
    ArrayList<SavedCartLine> lines;
}

@Component
class SavedCartReader {
    private static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(
            "maxdepth=5;maxrefs=500;maxbytes=16384;maxarray=200;"
            + "com.acme.shop.cart.SavedCart;com.acme.shop.cart.SavedCartLine;"
            + "java.util.ArrayList;java.math.BigDecimal;java.math.BigInteger;java.lang.Number;!*");

    SavedCart read(String cookieValue) throws IOException, ClassNotFoundException {
        byte[] bytes = Base64.getUrlDecoder().decode(cookieValue);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            in.setObjectInputFilter(FILTER);
            return (SavedCart) in.readObject();
        }
    }
}

@RestController
class SavedCartController {
    private final SavedCartReader reader;

    SavedCartController(SavedCartReader reader) {
        this.reader = reader;
    }

    @GetMapping("/api/cart/restore")
    List<SavedCartLine> restore(@CookieValue("saved_cart") String savedCart) throws Exception {
        SavedCart cart = reader.read(savedCart);
        return cart.lines == null ? List.of() : cart.lines;
    }
}

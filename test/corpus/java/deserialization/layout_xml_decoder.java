// corpus: CWE-502 vulnerable — the uploaded layout bytes are decoded with java.beans.XMLDecoder, which can instantiate arbitrary classes.
package com.acme.dashboard;

import java.beans.XMLDecoder;
import java.io.ByteArrayInputStream;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DashboardLayoutController {
    @PostMapping(value = "/dashboard/layout", consumes = "application/xml")
    public ResponseEntity<String> importLayout(@RequestBody byte[] body) {
        try (XMLDecoder decoder = new XMLDecoder(new ByteArrayInputStream(body))) {
            Object layout = decoder.readObject();
            return ResponseEntity.ok(layout.getClass().getSimpleName());
        }
    }
}

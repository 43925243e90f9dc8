// corpus: CWE-643 safe — the header goes into the map under "client" while the XPath predicate reads the literal stored under "station".
package com.acme.weather;

import java.util.HashMap;
import java.util.Map;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class StationReadingController {
    private final Document readings;

    public StationReadingController(Document readings) {
        this.readings = readings;
    }

    @GetMapping("/readings/latest")
    public String latest(@RequestHeader("X-Client") String client) throws XPathExpressionException {
        Map<String, String> ctx = new HashMap<>();
        ctx.put("client", client);
        ctx.put("station", "EGLL");
        String expr = "/readings/reading[@station='" + ctx.get("station") + "'][last()]/temperature";
        return XPathFactory.newInstance().newXPath().evaluate(expr, readings);
    }
}

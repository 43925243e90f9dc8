// corpus: CWE-1333 vulnerable — the filter parameter is used as the regular expression in String.matches against every SKU.
package com.acme.catalog;

import java.util.List;
import java.util.stream.Collectors;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SkuFilterController {
    private final List<String> skus = List.of("AB-1001", "AB-1002", "CX-2040", "ZZ-9999");

    @GetMapping("/skus")
    public List<String> filter(@RequestParam("filter") String filter) {
        String expr = filter.isEmpty() ? ".*" : filter;
        return skus.stream().filter(sku -> sku.matches(expr)).collect(Collectors.toList());
    }
}

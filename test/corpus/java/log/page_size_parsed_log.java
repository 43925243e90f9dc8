// corpus: CWE-117 safe — the page size is parsed to an int before it is logged, so no line breaks can reach the log.
package com.acme.catalog;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PagingController {
    private static final Logger LOG = LogManager.getLogger(PagingController.class);

    @GetMapping("/catalog/page")
    public int page(@RequestParam(name = "size", defaultValue = "20") String size) {
        int pageSize = Integer.parseInt(size);
        LOG.info("catalog page requested with size " + pageSize);
        return Math.min(pageSize, 100);
    }
}

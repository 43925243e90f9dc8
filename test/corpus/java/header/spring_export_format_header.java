// corpus: CWE-113 vulnerable — the report label from the request is formatted into a custom response header with String.format.
package com.acme.reports;

import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportMetaController {
    @GetMapping("/reports/meta")
    public String meta(@RequestParam("label") String label, HttpServletResponse response) {
        String value = String.format("report=%s; generated=%d", label, System.currentTimeMillis());
        response.setHeader("X-Report-Info", value);
        return "{\"ok\":true}";
    }
}

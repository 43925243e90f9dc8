// corpus: CWE-78 safe — ProcessBuilder runs a fixed program with a fixed argument list; the title is one argv element and no shell is involved.
package com.acme.office;

import java.io.IOException;
import java.util.List;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PrintJobController {
    private static final String SPOOL_FILE = "/var/spool/acme/next.pdf";

    @PostMapping("/print")
    public int print(@RequestParam("title") String title) throws IOException, InterruptedException {
        List<String> argv = List.of("/usr/bin/lp", "-d", "floor2-laser", "-t", title, SPOOL_FILE);
        Process job = new ProcessBuilder(argv).redirectErrorStream(true).start();
        return job.waitFor();
    }
}

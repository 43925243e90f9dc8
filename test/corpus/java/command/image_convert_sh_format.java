// corpus: CWE-78 vulnerable — the geometry parameter is formatted into a sh -c script started by ProcessBuilder.
package com.acme.media;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ImageResizeController {
    @PostMapping("/images/{id}/resize")
    public String resize(@RequestParam("geometry") String geometry) throws IOException, InterruptedException {
        String script = String.format("convert /srv/images/current.png -resize %s /srv/images/resized.png", geometry);
        List<String> argv = Arrays.asList("sh", "-c", script);
        ProcessBuilder builder = new ProcessBuilder(argv);
        builder.redirectErrorStream(true);
        int exit = builder.start().waitFor();
        return exit == 0 ? "resized" : "failed";
    }
}

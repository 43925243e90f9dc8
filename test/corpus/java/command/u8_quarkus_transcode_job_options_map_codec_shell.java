// corpus: CWE-78 vulnerable — the codec named in the request body is stored in the job's option map and later concatenated into an ffmpeg command line that runs through /bin/sh -c.
package com.acme.media.transcode;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;

record TranscodeRequest(String sourceKey, String codec, String title) {}

@ApplicationScoped
class TranscodeOptions {
    Map<String, String> from(TranscodeRequest request) {
        Map<String, String> options = new HashMap<>();
        options.put("preset", "medium");
        options.put("codec", request.codec() == null ? "libx264" : request.codec().trim());
        options.put("title", request.title());
        return options;
    }
}

@ApplicationScoped
class FfmpegRunner {
    @ConfigProperty(name = "media.work-dir", defaultValue = "/var/lib/media")
    String workDir;

    int run(String sourceKey, Map<String, String> options) throws IOException, InterruptedException {
        java.nio.file.Path input = java.nio.file.Path.of(workDir, "incoming",
                UUID.nameUUIDFromBytes(sourceKey.getBytes(StandardCharsets.UTF_8)) + ".src");
        java.nio.file.Path output = java.nio.file.Path.of(workDir, "out", UUID.randomUUID() + ".mp4");
        String commandLine = "ffmpeg -nostdin -y -i " + input
                + " -c:v " + options.get("codec")
                + " -preset " + options.get("preset")
                + " " + output;
        Process process = new ProcessBuilder("/bin/sh", "-c", commandLine)
                .redirectErrorStream(true)
                .start();
        if (!process.waitFor(2, TimeUnit.HOURS)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }
}

@Path("/transcode")
class TranscodeResource {
    @Inject
    TranscodeOptions optionsFactory;

    @Inject
    FfmpegRunner runner;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response submit(TranscodeRequest request) throws IOException, InterruptedException {
        if (request.sourceKey() == null) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        Map<String, String> options = optionsFactory.from(request);
        int exit = runner.run(request.sourceKey(), options);
        return exit == 0
                ? Response.accepted().build()
                : Response.serverError().entity("ffmpeg exited with " + exit).build();
    }
}

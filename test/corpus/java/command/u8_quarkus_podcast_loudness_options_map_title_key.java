// corpus: CWE-78 safe — the episode title from the request is stored under the "title" key of the options map, but the sh -c command line reads only the "loudness" and "bitrate" entries, which come from server configuration, and file paths built from a parsed UUID.
package com.acme.podcasts.audio;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;

record NormaliseRequest(String title, String notes) {}

record NormaliseResult(String episodeId, String title, int exitCode) {}

@ApplicationScoped
class AudioJobOptions {
    @ConfigProperty(name = "audio.loudness-target", defaultValue = "-16")
    int loudnessTarget;

    @ConfigProperty(name = "audio.bitrate-kbps", defaultValue = "128")
    int bitrateKbps;

    Map<String, String> forEpisode(NormaliseRequest request) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("title", request.title());
        options.put("loudness", Integer.toString(loudnessTarget));
        options.put("bitrate", bitrateKbps + "k");
        return options;
    }
}

@ApplicationScoped
class LoudnessNormaliser {
    @ConfigProperty(name = "audio.work-dir", defaultValue = "/srv/podcasts")
    String workDir;

    int normalise(UUID episode, Map<String, String> options) throws IOException, InterruptedException {
        String source = workDir + "/raw/" + episode + ".wav";
        String target = workDir + "/published/" + episode + ".mp3";
        String commandLine = "ffmpeg -nostdin -y -i " + source
                + " -af loudnorm=I=" + options.get("loudness")
                + " -b:a " + options.get("bitrate")
                + " " + target + " 2>> " + workDir + "/logs/normalise.log";
        Process process = new ProcessBuilder("sh", "-c", commandLine).start();
        if (!process.waitFor(20, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }
}

@Path("/episodes/{id}/normalise")
class EpisodeAudioResource {
    @Inject
    AudioJobOptions jobOptions;

    @Inject
    LoudnessNormaliser normaliser;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Response normalise(@PathParam("id") String id, NormaliseRequest request)
            throws IOException, InterruptedException {
        UUID episode;
        try {
            episode = UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        Map<String, String> options = jobOptions.forEpisode(request);
        int exit = normaliser.normalise(episode, options);
        return Response.ok(new NormaliseResult(episode.toString(), options.get("title"), exit)).build();
    }
}

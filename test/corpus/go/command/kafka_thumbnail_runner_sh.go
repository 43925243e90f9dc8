// corpus: CWE-78 vulnerable — Runner.Run executes the string built by Runner.commandLine through sh -c, and that string embeds the source key taken from the Kafka message payload.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os/exec"

	"github.com/segmentio/kafka-go"
)

type thumbnailJob struct {
	SourceKey string `json:"source_key"`
	Width     int    `json:"width"`
}

type Runner struct {
	workDir string
	quality int
}

func (r *Runner) commandLine(job thumbnailJob) string {
	return fmt.Sprintf("cd %s && convert 'originals/%s' -resize %dx -quality %d 'thumbs/%s.jpg'",
		r.workDir, job.SourceKey, job.Width, r.quality, job.SourceKey)
}

func (r *Runner) Run(ctx context.Context, job thumbnailJob) error {
	out, err := exec.CommandContext(ctx, "sh", "-c", r.commandLine(job)).CombinedOutput()
	if err != nil {
		return fmt.Errorf("convert: %v: %s", err, out)
	}
	return nil
}

var runner = &Runner{workDir: "/srv/media", quality: 82}

func main() {
	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: []string{"kafka-1.internal:9092", "kafka-2.internal:9092"},
		GroupID: "thumbnailer",
		Topic:   "media.uploaded",
	})
	defer reader.Close()

	ctx := context.Background()
	for {
		msg, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatalf("kafka: %v", err)
		}
		var job thumbnailJob
		if err := json.Unmarshal(msg.Value, &job); err != nil || job.Width <= 0 {
			continue
		}
		if err := runner.Run(ctx, job); err != nil {
			log.Printf("thumbnail at offset %d failed: %v", msg.Offset, err)
		}
	}
}

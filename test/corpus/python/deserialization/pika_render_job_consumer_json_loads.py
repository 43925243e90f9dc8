# corpus: CWE-502 safe — message bodies from the render-jobs queue are decoded with json.loads into plain data and copied into a RenderJob.
import json
import logging
import os
from dataclasses import dataclass

import pika

log = logging.getLogger("render-worker")

QUEUE = "render-jobs"


@dataclass
class RenderJob:
    job_id: str
    template: str
    width: int
    height: int


class JobDecoder:
    def decode(self, body: bytes) -> RenderJob:
        data = json.loads(body.decode("utf-8"))
        return RenderJob(str(data["job_id"]), str(data["template"]), int(data["width"]), int(data["height"]))


class RenderWorker:
    def __init__(self, decoder: JobDecoder):
        self.decoder = decoder

    def handle(self, channel, method, properties, body):
        try:
            job = self.decoder.decode(body)
        except (ValueError, KeyError):
            channel.basic_nack(delivery_tag=method.delivery_tag, requeue=False)
            return
        log.info("rendering job %s at %dx%d", job.job_id, job.width, job.height)
        channel.basic_ack(delivery_tag=method.delivery_tag)


def main():
    params = pika.URLParameters(os.environ.get("AMQP_URL", "amqp://localhost:5672/%2F"))
    connection = pika.BlockingConnection(params)
    channel = connection.channel()
    channel.queue_declare(queue=QUEUE, durable=True)
    channel.basic_qos(prefetch_count=4)
    worker = RenderWorker(JobDecoder())
    channel.basic_consume(queue=QUEUE, on_message_callback=worker.handle)
    channel.start_consuming()


if __name__ == "__main__":
    main()

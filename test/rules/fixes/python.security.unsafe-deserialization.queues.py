import json
import pickle

import aio_pika
import pika
from confluent_kafka import Consumer
from kafka import KafkaConsumer


def on_message(channel, method, properties, body):
    # ruleid: python.security.unsafe-deserialization
    job = pickle.loads(body)
    # ruleid: python.security.unsafe-deserialization
    trace = pickle.loads(properties.headers["trace"])
    channel.basic_ack(delivery_tag=method.delivery_tag)
    return job, trace


class Worker:
    def handle(self, channel, method, properties, body):
        # ruleid: python.security.unsafe-deserialization
        return pickle.loads(body)

    def handle_json(self, channel, method, properties, body):
        # ok: python.security.unsafe-deserialization
        return json.loads(body)


def consume_callbacks():
    connection = pika.BlockingConnection(pika.ConnectionParameters("localhost"))
    channel = connection.channel()
    worker = Worker()
    channel.basic_consume(queue="jobs", on_message_callback=on_message)
    channel.basic_consume(queue="jobs", on_message_callback=worker.handle)
    channel.basic_consume(queue="events", on_message_callback=worker.handle_json)
    channel.start_consuming()


def consume_generator():
    connection = pika.BlockingConnection(pika.ConnectionParameters("localhost"))
    channel = connection.channel()
    for method, properties, body in channel.consume("jobs"):
        # ruleid: python.security.unsafe-deserialization
        pickle.loads(body)


def consume_kafka():
    consumer = KafkaConsumer("jobs", bootstrap_servers="kafka:9092")
    for record in consumer:
        # ruleid: python.security.unsafe-deserialization
        pickle.loads(record.value)


def consume_confluent():
    consumer = Consumer({"bootstrap.servers": "kafka:9092", "group.id": "workers"})
    consumer.subscribe(["jobs"])
    message = consumer.poll(1.0)
    if message is not None:
        # ruleid: python.security.unsafe-deserialization
        pickle.loads(message.value())


async def consume_aio_pika():
    connection = await aio_pika.connect_robust("amqp://localhost/")
    channel = await connection.channel()
    queue = await channel.declare_queue("jobs")
    async with queue.iterator() as messages:
        async for message in messages:
            # ruleid: python.security.unsafe-deserialization
            pickle.loads(message.body)

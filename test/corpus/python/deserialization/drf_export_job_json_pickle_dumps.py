# corpus: CWE-502 safe — the job comes from DRF's JSON parser; pickle is only used to serialise the server-built job object onto the queue, never to load client data.
import pickle
import uuid
from dataclasses import dataclass, field

import redis
from django.conf import settings
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

FORMATS = {"csv", "xlsx", "json"}


@dataclass
class ExportJob:
    owner_id: int
    report: str
    fmt: str
    filters: dict = field(default_factory=dict)
    job_id: str = field(default_factory=lambda: uuid.uuid4().hex)


class ExportQueue:
    def __init__(self, url, name="exports"):
        self.client = redis.Redis.from_url(url)
        self.name = name

    def push(self, job):
        self.client.rpush(self.name, pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL))
        return job.job_id


queue = ExportQueue(settings.REDIS_URL)


class ExportRequestView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        payload = request.data
        fmt = str(payload.get("format", "csv"))
        if fmt not in FORMATS:
            return Response({"detail": "unsupported format"}, status=status.HTTP_400_BAD_REQUEST)
        filters = payload.get("filters") or {}
        if not isinstance(filters, dict):
            return Response({"detail": "filters must be an object"}, status=status.HTTP_400_BAD_REQUEST)
        job = ExportJob(
            owner_id=request.user.pk,
            report=str(payload.get("report", "orders")),
            fmt=fmt,
            filters={str(k): str(v) for k, v in filters.items()},
        )
        job_id = queue.push(job)
        return Response({"job_id": job_id}, status=status.HTTP_202_ACCEPTED)

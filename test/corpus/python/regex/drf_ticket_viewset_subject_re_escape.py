# corpus: CWE-1333 safe — SubjectMatcher compiles re.escape() of the ?term= value, so the input is matched literally and cannot form a backtracking pattern.
import re

from rest_framework import serializers, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from helpdesk.models import Ticket


class TicketSerializer(serializers.ModelSerializer):
    class Meta:
        model = Ticket
        fields = ["id", "subject", "status", "created_at"]


class SubjectMatcher:
    def __init__(self, term: str):
        self.regex = re.compile(r"\b" + re.escape(term), re.IGNORECASE)

    def filter(self, tickets):
        return [t for t in tickets if self.regex.search(t.subject)]


class TicketViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = TicketSerializer

    def get_queryset(self):
        return Ticket.objects.filter(queue__members=self.request.user).order_by("-created_at")

    @action(detail=False, methods=["get"])
    def search(self, request):
        term = request.query_params.get("term", "")
        if not term:
            return Response({"detail": "term is required"}, status=400)
        matcher = SubjectMatcher(term)
        matches = matcher.filter(self.get_queryset()[:500])
        return Response(TicketSerializer(matches, many=True).data)

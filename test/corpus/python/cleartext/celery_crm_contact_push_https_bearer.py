# corpus: CWE-319 safe — the Celery task sends customer contact data and the CRM bearer token only to the CRM's https:// endpoint.
import os
from dataclasses import dataclass, asdict

import requests
from celery import Celery

app = Celery("crm-sync", broker=os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/1"))

CRM_BASE_URL = "https://api.crm-partner.example.com/v2"


@dataclass
class Contact:
    external_id: str
    email: str
    full_name: str
    phone: str


class CrmClient:
    def __init__(self, base_url: str, token: str):
        self.base_url = base_url
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def upsert(self, contact: Contact) -> str:
        resp = self.session.put(f"{self.base_url}/contacts/{contact.external_id}", json=asdict(contact), timeout=10)
        resp.raise_for_status()
        return resp.json()["id"]


crm = CrmClient(CRM_BASE_URL, os.environ["CRM_API_TOKEN"])


@app.task(autoretry_for=(requests.RequestException,), retry_backoff=True, max_retries=6)
def push_contact(message):
    contact = Contact(
        external_id=str(message["customer_id"]),
        email=message["email"],
        full_name=message["name"],
        phone=message.get("phone", ""),
    )
    return crm.upsert(contact)

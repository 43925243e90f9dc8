# corpus: CWE-89 vulnerable — the region path parameter is placed in text() through str.format.
from fastapi import Depends, FastAPI
from sqlalchemy import text
from sqlalchemy.orm import Session

from .database import get_session

app = FastAPI()


@app.get("/reports/{region}/revenue")
def revenue_by_region(region: str, db: Session = Depends(get_session)):
    sql = "SELECT month, SUM(amount) AS total FROM invoices WHERE region = '{}' GROUP BY month".format(region)
    result = db.execute(text(sql))
    return [{"month": row.month, "total": float(row.total)} for row in result]

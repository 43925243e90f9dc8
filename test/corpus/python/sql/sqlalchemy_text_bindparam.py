# corpus: CWE-89 safe — text() holds a :name placeholder and the value is supplied as a bound parameter.
from fastapi import Depends, FastAPI
from sqlalchemy import text
from sqlalchemy.orm import Session

from .database import get_session

app = FastAPI()


@app.get("/teams/{team_name}/members")
def team_members(team_name: str, db: Session = Depends(get_session)):
    stmt = text("SELECT m.id, m.name FROM members m JOIN teams t ON t.id = m.team_id WHERE t.name = :name")
    result = db.execute(stmt, {"name": team_name})
    return [{"id": row.id, "name": row.name} for row in result]

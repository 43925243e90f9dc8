# corpus: CWE-89 vulnerable — the X-Tenant header becomes part of the schema name that TenantScope.activate runs through exec_driver_sql.
from fastapi import Depends, FastAPI, Header
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection

engine = create_engine("postgresql+psycopg2://app@db/saas", pool_pre_ping=True)
app = FastAPI()


class TenantScope:
    def __init__(self, conn: Connection, tenant: str):
        self.conn = conn
        self.schema = f"tenant_{tenant}"

    def activate(self):
        self.conn.exec_driver_sql(f"SET search_path TO {self.schema}, public")

    def projects(self, status: str):
        return self.conn.execute(
            text("SELECT id, name, status FROM projects WHERE status = :status ORDER BY name"),
            {"status": status},
        ).mappings().all()

    def members(self, project_id: int):
        return self.conn.execute(
            text("SELECT user_id, role FROM project_members WHERE project_id = :pid"),
            {"pid": project_id},
        ).mappings().all()


def get_scope(x_tenant: str = Header(...)):
    with engine.connect() as conn:
        scope = TenantScope(conn, x_tenant)
        scope.activate()
        yield scope


@app.get("/projects")
def list_projects(status: str = "active", scope: TenantScope = Depends(get_scope)):
    return [dict(row) for row in scope.projects(status)]


@app.get("/projects/{project_id}/members")
def list_members(project_id: int, scope: TenantScope = Depends(get_scope)):
    return [dict(row) for row in scope.members(project_id)]

package app;

import java.sql.*;
import javax.servlet.http.*;

public class Users extends HttpServlet {
  private static final String TABLE = "users";
  private Connection connection;

  @Override
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String id = req.getParameter("id");
    Statement st = connection.createStatement();
    ResultSet rs = st.executeQuery("SELECT * FROM " + TABLE + " WHERE id = " + id);
    resp.getWriter().println(String.format("<p>%s</p>", id));
  }
}

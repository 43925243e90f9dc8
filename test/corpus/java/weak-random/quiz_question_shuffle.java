// corpus: CWE-330 safe — java.util.Random only shuffles the order of practice quiz questions, which has no security role.
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PracticeQuizServlet extends HttpServlet {
    private static final List<Integer> QUESTION_IDS = List.of(101, 102, 103, 104, 105, 106, 107, 108);

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int count = Math.min(Integer.parseInt(request.getParameter("count")), QUESTION_IDS.size());
        List<Integer> order = new ArrayList<>(QUESTION_IDS);
        Collections.shuffle(order, new Random());
        response.setContentType("application/json");
        response.getWriter().print(order.subList(0, count));
    }
}

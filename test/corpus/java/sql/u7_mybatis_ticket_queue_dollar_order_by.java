// corpus: CWE-89 vulnerable — the sort request parameter is handed by the service to a MyBatis ${orderBy} substitution, which is spliced into the SQL text rather than bound.
package com.acme.helpdesk.tickets;

import java.time.Instant;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

class TicketRow {
    private long id;
    private String subject;
    private String priority;
    private Instant openedAt;

    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public String getSubject() { return subject; }
    public void setSubject(String subject) { this.subject = subject; }
    public String getPriority() { return priority; }
    public void setPriority(String priority) { this.priority = priority; }
    public Instant getOpenedAt() { return openedAt; }
    public void setOpenedAt(Instant openedAt) { this.openedAt = openedAt; }
}

@Mapper
interface TicketMapper {
    @Select("SELECT id, subject, priority, opened_at FROM tickets "
            + "WHERE queue_id = #{queueId} AND closed_at IS NULL "
            + "ORDER BY ${orderBy} LIMIT #{limit}")
    List<TicketRow> openTickets(@Param("queueId") long queueId,
                                @Param("orderBy") String orderBy,
                                @Param("limit") int limit);
}

@Service
class TicketQueueService {
    private static final int MAX_PAGE = 200;
    private static final String DEFAULT_ORDER = "opened_at DESC";

    private final TicketMapper mapper;

    TicketQueueService(TicketMapper mapper) {
        this.mapper = mapper;
    }

    List<TicketRow> openTickets(long queueId, String sort, int limit) {
        String orderBy = (sort == null || sort.isBlank()) ? DEFAULT_ORDER : sort.trim();
        int pageSize = Math.max(1, Math.min(limit, MAX_PAGE));
        return mapper.openTickets(queueId, orderBy, pageSize);
    }
}

@RestController
class TicketQueueController {
    private final TicketQueueService service;

    TicketQueueController(TicketQueueService service) {
        this.service = service;
    }

    @GetMapping("/api/queues/{queueId}/tickets")
    List<TicketRow> open(@PathVariable long queueId,
                         @RequestParam(required = false) String sort,
                         @RequestParam(defaultValue = "50") int limit) {
        return service.openTickets(queueId, sort, limit);
    }
}

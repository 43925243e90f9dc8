# corpus: CWE-89 safe — both request values are converted with to_i before they are interpolated into the SQL.
# frozen_string_literal: true

class Lesson < ApplicationRecord
  def self.attendance_for(class_id, week)
    find_by_sql(<<~SQL)
      SELECT lessons.id, lessons.starts_at, COUNT(attendances.id) AS present
      FROM lessons
      LEFT JOIN attendances ON attendances.lesson_id = lessons.id AND attendances.present
      WHERE lessons.school_class_id = #{class_id.to_i}
        AND lessons.week_number = #{week.to_i}
      GROUP BY lessons.id
    SQL
  end
end

class AttendanceController < ApplicationController
  def show
    @lessons = Lesson.attendance_for(params[:class_id], params.fetch(:week, 1))
  end
end

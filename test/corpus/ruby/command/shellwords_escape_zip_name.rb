# corpus: CWE-78 safe — the archive name and folder are escaped with Shellwords.escape before they are put in the shell command.
# frozen_string_literal: true

require "shellwords"

class CoursePackager
  def initialize(course, archive_name)
    @course = course
    @archive_name = archive_name
  end

  def call
    archive = Shellwords.escape("/srv/packages/#{@archive_name}.zip")
    folder = Shellwords.escape(@course.materials_dir)
    system("cd #{folder} && zip -qr #{archive} .") || raise("zip failed")
  end
end

class CoursePackagesController < ApplicationController
  def create
    course = current_teacher.courses.find(params[:course_id])
    CoursePackager.new(course, params[:archive_name]).call
    head :created
  end
end

class UsersController < ApplicationController
  def index
    name = params[:name]
    # ruleid: ruby.security.sql-injection
    @users = User.where('name = ?', name.to_s)
    # ruleid: ruby.security.sql-injection
    @recent = User.where('name LIKE ?', "%#{params[:q]}%").order(:created_at)
    # ok: ruby.security.sql-injection
    @bound = User.where("name = ?", name)
    # ok: ruby.security.sql-injection
    @hashed = User.where(name: name)
    # ok: ruby.security.sql-injection
    @numbered = User.where("age > #{params[:age].to_i}")
  end

  def search
    column = params[:sort]
    # ruleid: ruby.security.sql-injection
    @rows = User.select("id, #{column}")
    # ruleid: ruby.security.sql-injection
    @raw = User.find_by_sql(['SELECT * FROM users WHERE email = ?', params[:email].to_s])
    # ok: ruby.security.sql-injection
    @array = User.find_by_sql(["SELECT * FROM users WHERE email = ?", params[:email]])
  end

  def purge
    sql = "DELETE FROM sessions WHERE user_id = #{params[:id]}"
    # ruleid: ruby.security.sql-injection
    ActiveRecord::Base.connection.execute(sql)
    # ok: ruby.security.sql-injection
    ActiveRecord::Base.connection.execute("DELETE FROM sessions WHERE expired = true")
    # ok: ruby.security.sql-injection
    User.where(filter_params.to_h)
  end

  private

  def filter_params
    params.permit(:status, :role)
  end
end

class Report
  def self.for_region(region)
    # ruleid: ruby.security.sql-injection@low
    Sale.where('region = ?', region.to_s).sum(:amount)
  end
end
